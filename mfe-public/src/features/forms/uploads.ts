/** Files the appointment request accepts (public-site.md 5): images, pdf, doc, docx, at most 20 MB each. */
export const UPLOAD_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The server takes at most this many files per request. */
export const MAX_UPLOAD_FILES = 10;

const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'];

/** A first check by name and declared type (the server checks the bytes). */
export function isAcceptedUpload(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('image/')) return true;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return DOCUMENT_EXTENSIONS.includes(ext) || /\.(png|jpe?g|gif|webp|heic|heif|bmp|tiff?)$/i.test(file.name);
}

export interface UploadSelection {
  accepted: File[];
  wrongType: File[];
  tooLarge: File[];
  /** Accepted files beyond MAX_UPLOAD_FILES (counting the `alreadyChosen`). */
  overLimit: File[];
}

export function sortUploads(files: readonly File[], alreadyChosen = 0): UploadSelection {
  const result: UploadSelection = { accepted: [], wrongType: [], tooLarge: [], overLimit: [] };
  for (const file of files) {
    if (!isAcceptedUpload(file)) result.wrongType.push(file);
    else if (file.size > MAX_UPLOAD_BYTES) result.tooLarge.push(file);
    else if (alreadyChosen + result.accepted.length >= MAX_UPLOAD_FILES) result.overLimit.push(file);
    else result.accepted.push(file);
  }
  return result;
}
