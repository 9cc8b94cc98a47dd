/**
 * Smaller and re-encoded copies of stored media, kept so each is made once: on disk when a cache directory is
 * configured (survives restarts, shared by processes on one host), otherwise in a memory LRU bounded by bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type MediaCache = {
  get: (key: string) => Promise<Buffer | undefined>;
  set: (key: string, bytes: Buffer) => Promise<void>;
};

/**
 * A byte-bounded LRU on a Map (insertion order = recency). The installed lru-cache is v5, which ships no types;
 * this is small enough to own rather than declare an untyped module.
 */
export function memoryCache(maxBytes = 64 * 1024 * 1024): MediaCache {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get: async (key) => {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set: async (key, bytes) => {
      if (bytes.length > maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        total -= previous.length;
        entries.delete(key);
      }
      entries.set(key, bytes);
      total += bytes.length;
      for (const [oldKey, oldBytes] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldKey);
        total -= oldBytes.length;
      }
    },
  };
}

export function diskCache(dir: string): MediaCache {
  // Keys are made of [a-z0-9.-] by the caller, so they are safe file names.
  const fileOf = (key: string) => path.join(dir, key);
  return {
    get: async (key) => {
      try {
        return await fs.readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    set: async (key, bytes) => {
      await fs.mkdir(dir, { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temp = `${fileOf(key)}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, fileOf(key));
    },
  };
}
