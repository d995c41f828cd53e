import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  storedNamePattern,
  assertWrittenName,
  privateName,
  PRIVATE_URL_PREFIX,
  type FileKind,
  type FileStorage,
  type SaveOptions,
} from './storage';

/** The URL path disk uploads are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The local default: files under `dir` in two-character shards (`ab/ab12...ef.webp`), read back from
 * `/uploads/...` on this server. Private files go under `privateDir` instead, which nothing serves (config.ts keeps
 * it outside `dir`). A write goes to a temporary name first, so a reader never sees half a file.
 */
export class DiskStorage implements FileStorage {
  readonly driver = 'disk';

  constructor(
    readonly dir: string,
    readonly privateDir: string,
  ) {}

  async save(name: string, bytes: Buffer, options: SaveOptions = {}): Promise<string> {
    assertWrittenName(name);
    const target = path.join(options.private ? this.privateDir : this.dir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
    return options.private ? `${PRIVATE_URL_PREFIX}${name}` : `${UPLOADS_URL_PREFIX}${name}`;
  }

  owns(url: string, kind?: FileKind): boolean {
    return (
      privateName(url, kind) !== undefined || new RegExp(`^${UPLOADS_URL_PREFIX}${storedNamePattern(kind)}$`).test(url)
    );
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    // Only names we write: nothing outside the two directories can be named.
    if (!this.owns(url)) return undefined;
    const hidden = privateName(url);
    const file = hidden
      ? path.join(this.privateDir, hidden)
      : path.join(this.dir, url.slice(UPLOADS_URL_PREFIX.length));
    try {
      const bytes = await readFile(file);
      return { bytes, contentType: contentTypeOf(url) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
