import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, storedNamePattern, assertWrittenName, type FileKind, type FileStorage } from './storage';

/** The URL path disk uploads are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The local default: files under `dir` in two-character shards (`ab/ab12...ef.webp`), read back from
 * `/uploads/...` on this server. A write goes to a temporary name first, so a reader never sees half a file.
 */
export class DiskStorage implements FileStorage {
  readonly driver = 'disk';

  constructor(readonly dir: string) {}

  async save(name: string, bytes: Buffer): Promise<string> {
    assertWrittenName(name);
    const target = path.join(this.dir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  owns(url: string, kind?: FileKind): boolean {
    return new RegExp(`^${UPLOADS_URL_PREFIX}${storedNamePattern(kind)}$`).test(url);
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    // Only names we write: nothing outside `dir` can be named.
    if (!this.owns(url)) return undefined;
    try {
      const bytes = await readFile(path.join(this.dir, url.slice(UPLOADS_URL_PREFIX.length)));
      return { bytes, contentType: contentTypeOf(url) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
