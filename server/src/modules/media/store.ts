/**
 * Where the shop's media bytes live: one file per content, under a name that stands for that content for good, 64
 * hex digits (ADR 051): the SHA-256 of the bytes for a file stored as it came (`put`), or one its maker derives from
 * what made it (`putFileAs`: the demo's drawn pictures). A stored file never changes and is never overwritten, so
 * processes on one host (or on several sharing the folder) can write the same file at once without harm, and anything
 * that copies the folder (a backup, rsync) copies a consistent store. Which product shows which file is in the
 * database (`product_media`); the store knows only names and bytes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type MediaStore = {
  /** The bytes stored under `blob`, or undefined when the store does not hold them. */
  read: (blob: string) => Promise<Buffer | undefined>;
  /** Whether the store holds `blob`. */
  has: (blob: string) => Promise<boolean>;
  /** Stores the bytes (once: the same bytes again change nothing) and gives their name, the SHA-256 in hex. */
  put: (bytes: Buffer) => Promise<string>;
  /**
   * Stores a file from elsewhere on this machine (a cache's copy) as `blob`, unless the store holds it already:
   * hard-linked when the file system allows (no second copy on disk), copied otherwise. The source must never be
   * changed in place afterwards.
   */
  putFileAs: (blob: string, file: string) => Promise<void>;
};

const blobName = /^[0-9a-f]{64}$/;

export function isBlobName(value: string): boolean {
  return blobName.test(value);
}

export function blobOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The store in a folder: `<dir>/<first two hex digits>/<sha256>`. */
export function fileMediaStore(dir: string): MediaStore {
  const fileOf = (blob: string) => path.join(dir, blob.slice(0, 2), blob);
  const exists = async (file: string) =>
    fs.stat(file).then(
      () => true,
      () => false,
    );
  /** Write then rename, so a reader never sees half a file and two writers of the same bytes both succeed. */
  const write = async (target: string, bytes: Buffer) => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  };
  return {
    read: async (blob) => {
      if (!blobName.test(blob)) return undefined;
      try {
        return await fs.readFile(fileOf(blob));
      } catch {
        return undefined;
      }
    },
    has: async (blob) => blobName.test(blob) && exists(fileOf(blob)),
    put: async (bytes) => {
      const blob = blobOf(bytes);
      const target = fileOf(blob);
      if (!(await exists(target))) await write(target, bytes);
      return blob;
    },
    putFileAs: async (blob, file) => {
      if (!blobName.test(blob)) throw new Error(`${JSON.stringify(blob)} is not a media store name`);
      const target = fileOf(blob);
      if (await exists(target)) return;
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.link(file, target);
      } catch (error) {
        // Another file system (EXDEV), no links allowed, or another process stored it a moment ago (EEXIST).
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await write(target, await fs.readFile(file));
      }
    },
  };
}

/** A store in memory, for tests and the in-memory database (`openDatabase({ kind: 'pglite' })`). */
export function memoryMediaStore(): MediaStore {
  const blobs = new Map<string, Buffer>();
  const put = async (bytes: Buffer) => {
    const blob = blobOf(bytes);
    if (!blobs.has(blob)) blobs.set(blob, Buffer.from(bytes));
    return blob;
  };
  return {
    read: async (blob) => blobs.get(blob),
    has: async (blob) => blobs.has(blob),
    put,
    putFileAs: async (blob, file) => {
      if (!blobName.test(blob)) throw new Error(`${JSON.stringify(blob)} is not a media store name`);
      if (!blobs.has(blob)) blobs.set(blob, await fs.readFile(file));
    },
  };
}
