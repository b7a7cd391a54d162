import { readdir } from 'node:fs/promises';
import { relative, join, sep } from 'node:path';
import { createLocalStorage } from './local-storage.ts';
import { SAFE_KEY, type Storage } from './storage.ts';

/**
 * Copies every file under `localDir` into `target` under the same key, skipping keys the target
 * already has: a run cut half-way is resumed by running it again. Keys are never rewritten, so
 * an existing object is the same file. Temporary upload parts and foreign files are left alone.
 */
export const migrateLocalFiles = async (
  localDir: string,
  target: Storage,
): Promise<{ copied: number; skipped: number }> => {
  const source = createLocalStorage(localDir);
  let entries: string[] = [];
  try {
    entries = await readdir(localDir, { recursive: true });
  } catch {
    return { copied: 0, skipped: 0 };
  }
  let copied = 0;
  let skipped = 0;
  for (const entry of entries.sort()) {
    const key = relative(localDir, join(localDir, entry)).split(sep).join('/');
    if (!SAFE_KEY.test(key)) continue;
    if (await target.exists(key)) {
      skipped++;
      continue;
    }
    const file = await source.get(key);
    if (!file) continue;
    await target.put(key, file.stream, file.contentType);
    copied++;
  }
  return { copied, skipped };
};
