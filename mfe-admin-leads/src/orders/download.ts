import { fileNamePart } from '@clinic/contracts';

/**
 * Saving the generated PDFs. The platform client answers bodies only, so the browser names the
 * files itself, with the same parts as the server's names (contracts `fileNamePart`).
 */

/** Saves a file received as a blob under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Person = { first_name: string; last_name: string };

const nameParts = (person: Person) => `${fileNamePart(person.last_name)}-${fileNamePart(person.first_name)}`;

/** `Chest-X-Ray-Order-Lopez-Maria.pdf`, as svc-core names it. */
export function xrayOrderFileName(person: Person): string {
  return `Chest-X-Ray-Order-${nameParts(person)}.pdf`;
}

/** `Invoice-Lopez-Maria.pdf` */
export function invoiceFileName(person: Person): string {
  return `Invoice-${nameParts(person)}.pdf`;
}
