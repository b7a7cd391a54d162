import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SAFE_KEY, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif',
  pdf: 'application/pdf', webm: 'video/webm', mp4: 'video/mp4',
};

/** Files under DATA_DIR/storage; a key can never leave that folder. */
export const createLocalStorage = (rootDir: string): Storage => {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    const path = resolve(join(root, key));
    if (!SAFE_KEY.test(key) || !path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body, _contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write to a temporary name first so a crash never leaves a half file under the real key.
      const tmp = `${path}.part`;
      // A refused or broken stream (too large, wrong content, client gone) leaves no file behind.
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body, createWriteStream(tmp));
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        const path = pathOf(key);
        const info = await stat(path);
        const ext = key.split('.').pop() ?? '';
        return { stream: createReadStream(path), size: info.size, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};
