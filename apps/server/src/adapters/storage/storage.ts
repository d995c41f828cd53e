import { randomUUID } from 'node:crypto';

/**
 * File storage (design §1): where uploaded files go and the URL they are read from. The uploads module checks and
 * re-encodes a file before it gets here, so an adapter only stores bytes of a known kind under a fresh random name.
 * `disk` (the default) writes under UPLOADS_DIR, served at /uploads; `s3` puts objects in a bucket.
 */

/** What a stored file is: a re-encoded WebP image, or a PDF document (partner ID proof, certificate). */
export type FileKind = 'image' | 'document';

export const FILE_KINDS: Record<FileKind, { contentType: string; extension: string }> = {
  image: { contentType: 'image/webp', extension: 'webp' },
  document: { contentType: 'application/pdf', extension: 'pdf' },
};

/** Uploaded files never change under their name, so they are cached for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /** The origin files are read from when it is not the site's own (an S3 bucket, a CDN), for the CSP. */
  readonly origin?: string;
  /** Stores the bytes under a new random name; resolves to the URL the file is read from. */
  save(bytes: Buffer, kind: FileKind): Promise<string>;
  /**
   * Whether a URL names a file this storage could have produced (of this kind, when given): a profile image or a
   * partner document sent back to us must be one of our uploads, never an arbitrary address.
   */
  owns(url: string, kind?: FileKind): boolean;
  /** The bytes of one of our files (owns(url)) and their content type; undefined when no such file is stored. */
  read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

/** The content type a stored name stands for (by its extension: the storage writes only these). */
export function contentTypeOf(url: string): string {
  return url.endsWith(`.${FILE_KINDS.document.extension}`)
    ? FILE_KINDS.document.contentType
    : FILE_KINDS.image.contentType;
}

/** A stored name: 32 hex characters and the kind's extension. */
export function storedNamePattern(kind?: FileKind): string {
  const extensions = kind
    ? FILE_KINDS[kind].extension
    : Object.values(FILE_KINDS)
        .map((item) => item.extension)
        .join('|');
  return `[0-9a-f]{2}/[0-9a-f]{32}\\.(?:${extensions})`;
}

/** A new stored name of that pattern: a random id in its two-character shard, `ab/ab12…ef.webp`. */
export function newStoredName(kind: FileKind): string {
  const id = randomUUID().replaceAll('-', '');
  return `${id.slice(0, 2)}/${id}.${FILE_KINDS[kind].extension}`;
}
