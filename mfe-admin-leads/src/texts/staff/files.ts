/** Texts of the Leads screen: file lists (common files and an applicant's files). */
export default {
  listLabel: 'Files',
  updated: 'Updated {{time}}',
  uploadedBy: 'Uploaded by {{who}}',
  download: 'Download',
  downloadLabel: 'Download {{name}}',
  archive: 'Archive',
  archiveLabel: 'Archive {{name}}',
  archiveConfirm: 'Are you sure you want to archive this file?',
  archiveTitle: 'Archive file',
  cancel: 'Cancel',
  downloadFailed: 'The file could not be opened. Please try again.',
  pdf: 'PDF',
  other: 'File',
};
