/** The files module's face: what other modules may import from it. */
export { type FileStorage } from './file-storage';
export { parseMultipart, type IncomingUpload } from './multipart';
export { findFile, listFilesOfLeads, setFileActive, type FileRow } from './repo';
export { cleanOriginalName, detectDocumentKind, incomingDir, MAX_UPLOAD_BYTES, newStoredName, removeFiles, type DocumentKind } from './storage';
export { checkFileStorage, createFileStorage, fileStorageFor, StoredFileMissingError, type StoredObject } from './store';
export { checkUploads, discardStored, storeAll, transactionWithUploads, type CheckedUpload } from './uploads';
