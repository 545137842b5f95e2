import type { Config, FileStorageSettings } from '@clinic/server-kit';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-storage';
import { s3FileStorage } from './s3-storage';

export type { FileStorage, StoredObject } from './file-storage';
export { StoredFileMissingError } from './file-storage';

/** What picks the storage: the data folder (local files and temporary files) and FILE_STORAGE / S3_*. */
export type FileStorageConfig = Pick<Config, 'dataDir'> & { fileStorage?: FileStorageSettings };

/** A storage from settings; `fileStorageFor` keeps one per configuration. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  const settings = config.fileStorage ?? { kind: 'local' };
  return settings.kind === 's3' ? s3FileStorage(settings) : localFileStorage(config.dataDir);
}

const storages = new WeakMap<object, FileStorage>();

/** The file storage of a configuration (one per loaded Config, so one S3 client per process). */
export function fileStorageFor(config: FileStorageConfig): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createFileStorage(config);
    storages.set(config, storage);
  }
  return storage;
}

/**
 * svc-core's start-up check of its file storage (FILE_STORAGE=s3: HeadBucket with the credentials
 * of the AWS SDK's chain); throws an error that says what to fix. Answers the location for the log.
 */
export async function checkFileStorage(config: FileStorageConfig): Promise<string> {
  const storage = fileStorageFor(config);
  await storage.check();
  return storage.location;
}
