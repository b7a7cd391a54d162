import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPES, SAFE_KEY, SAFE_PREFIX, type Storage, type StoredObject } from './storage.ts';

/** Suffix of the temporary file an upload streams into before it is renamed to its key. */
export const PART_SUFFIX = '.part';

/**
 * Removes the temporary files of uploads cut by a crash (SIGKILL, power loss): every `*.part`
 * under the storage folder last written before `before` (the process start, so uploads this
 * process is receiving are never touched). Answers how many were removed.
 */
export const removeStaleParts = async (rootDir: string, before: Date): Promise<number> => {
  let entries: string[];
  try {
    entries = await readdir(rootDir, { recursive: true });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.endsWith(PART_SUFFIX)) continue;
    const path = join(rootDir, entry);
    try {
      const info = await stat(path);
      if (!info.isFile() || info.mtimeMs >= before.getTime()) continue;
      await rm(path, { force: true });
      removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
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
      // Write to a temporary name first so a crash never leaves a half file under the real key;
      // the rename is atomic. A crash leaves the temporary file, which the next start removes.
      const tmp = `${path}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`;
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
        return {
          stream: createReadStream(path),
          size: info.size,
          contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        };
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
    async range(key, start, end) {
      let file;
      try {
        file = await open(pathOf(key), 'r');
      } catch {
        return null;
      }
      try {
        const buf = Buffer.alloc(Math.max(0, end - start + 1));
        const { bytesRead } = await file.read(buf, 0, buf.length, start);
        return buf.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async list(prefix) {
      if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
      const dir = join(root, prefix);
      let entries: string[];
      try {
        entries = await readdir(dir, { recursive: true });
      } catch {
        return [];
      }
      const found: StoredObject[] = [];
      for (const entry of entries) {
        const key = `${prefix}${entry.split(sep).join('/')}`;
        // Temporary files of uploads in flight are not objects yet.
        if (!SAFE_KEY.test(key)) continue;
        const info = await stat(join(dir, entry)).catch(() => null);
        if (info?.isFile()) found.push({ key, size: info.size, modified: info.mtime });
      }
      return found;
    },
  };
};
