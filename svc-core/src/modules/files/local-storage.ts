import { constants, promises as fs } from 'node:fs';
import { assertStoredName, StoredFileMissingError, type FileStorage } from './file-storage';
import { filesDir, storedPath } from './storage';

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * FILE_STORAGE=local (the default): one file per stored name under `DATA_DIR/files/`, outside every
 * served folder. An upload is moved there from the incoming folder (same disk: a rename), a kept copy
 * is a hard link. Fits one machine; several svc-core on several machines need FILE_STORAGE=s3.
 */
export function localFileStorage(dataDir: string): FileStorage {
  const dir = filesDir(dataDir);
  let made: Promise<unknown> | undefined;
  const ensureDir = () =>
    (made ??= fs.mkdir(dir, { recursive: true }).catch((err: unknown) => {
      made = undefined;
      throw err;
    }));
  const pathOf = (key: string) => {
    assertStoredName(key);
    return storedPath(dataDir, key);
  };

  return {
    kind: 'local',
    location: dir,

    async putFile(key, localPath) {
      const target = pathOf(key);
      await ensureDir();
      try {
        await fs.rename(localPath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.copyFile(localPath, target);
      }
    },

    async put(key, body) {
      const target = pathOf(key);
      await ensureDir();
      await fs.writeFile(target, body, { flag: 'wx' });
    },

    async get(key) {
      const target = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (err) {
        if (isMissing(err)) throw new StoredFileMissingError(key);
        throw err;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async stat(key) {
      try {
        const { size } = await fs.stat(pathOf(key));
        return { size };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },

    async copy(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      await ensureDir();
      try {
        await fs.link(source, target);
        return true;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return false;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
      }
      try {
        await fs.copyFile(source, target, constants.COPYFILE_EXCL);
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(pathOf(key), { force: true })));
    },

    async check() {
      try {
        await ensureDir();
        await fs.access(dir, constants.W_OK);
      } catch (err) {
        throw new Error(`FILE_STORAGE=local: the files folder ${dir} cannot be written (${(err as Error).message}); check DATA_DIR`);
      }
    },

    close() {},
  };
}
