import { randomUUID } from 'node:crypto';

/**
 * File storage (design §1): where uploaded files go and the URL they are read from. The uploads module checks and
 * re-encodes a file before it gets here and names it (a fresh random id), so an adapter only stores bytes under names
 * of a known shape.
 * `disk` (the default) writes under UPLOADS_DIR, served at /uploads; `s3` puts objects in a bucket.
 */

/** What an upload is: a re-encoded WebP image (with its AVIF and WebP variants beside it), or a PDF document. */
export type FileKind = 'image' | 'document';

/** The content type of each extension the storage writes. */
const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif', pdf: 'application/pdf' } as const;

/** Uploaded files never change under their name, so they are cached for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A private file is never kept by a cache between us and the one reader the server let through. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The URL uploads3 answers for a private file (a partner's ID proof or certificate): no address a browser can
 * fetch, only a name the server reads back (storage.read) for the admin and partner endpoints that allow it. It is
 * stored outside anything served publicly: PRIVATE_UPLOADS_DIR on disk, S3_PRIVATE_BUCKET (or the private/ prefix).
 */
export const PRIVATE_URL_PREFIX = 'private:';

/** The stored name a private upload's URL stands for, or undefined for any other URL. */
export function privateName(url: string, kind?: FileKind): string | undefined {
  if (!url.startsWith(PRIVATE_URL_PREFIX)) return undefined;
  const name = url.slice(PRIVATE_URL_PREFIX.length);
  return new RegExp(`^${storedNamePattern(kind)}$`).test(name) ? name : undefined;
}

export type SaveOptions = {
  /** Stored where no public URL reaches, and answered as `private:<name>`. */
  private?: boolean;
};

export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /** The origin files are read from when it is not the site's own (an S3 bucket, a CDN), for the CSP. */
  readonly origin?: string;
  /**
   * Stores the bytes under `name` (relative, of writtenNamePattern: the uploads module names an upload from
   * newStoredId, and its variants after it); resolves to the URL the file is read from.
   */
  save(name: string, bytes: Buffer, options?: SaveOptions): Promise<string>;
  /**
   * Whether a URL names an upload this storage could have produced (of this kind, when given; public or private): a
   * profile image or a partner document sent back to us must be one of our uploads, never an arbitrary address. A
   * variant is not one.
   */
  owns(url: string, kind?: FileKind): boolean;
  /** The bytes of one of our uploads (owns(url)) and their content type; undefined when no such file is stored. */
  read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

/** The content type a written name stands for, by its extension. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Whether a written name is a PDF document, which is served as a download, never rendered on our origin. */
export const isDocument = (name: string) => name.endsWith('.pdf');

const ID = '[0-9a-f]{2}/[0-9a-f]{32}';
const WIDTH = '[1-9]\\d{0,3}w';
/** An image upload: `<id>-<width>w.webp`, or `<id>.webp` as stored before images had variants. */
const IMAGE_NAME = `${ID}(?:-${WIDTH})?\\.webp`;
const DOCUMENT_NAME = `${ID}\\.pdf`;
/** A variant beside an image upload `<id>-<width>w.webp` (see packages/shared/src/images.ts). */
const VARIANT_NAME = `${ID}-${WIDTH}\\.${WIDTH}\\.(?:avif|webp)`;

/** An upload's name (what uploads3 answers): an image or a document, or either when no kind is given. */
export function storedNamePattern(kind?: FileKind): string {
  if (kind) return kind === 'image' ? IMAGE_NAME : DOCUMENT_NAME;
  return `(?:${IMAGE_NAME}|${DOCUMENT_NAME})`;
}

/** Every name the storage writes: uploads, and the variants beside images. */
export const writtenNamePattern = () => `(?:${storedNamePattern()}|${VARIANT_NAME})`;

const WRITTEN_NAME = new RegExp(`^${writtenNamePattern()}$`);

/** An adapter writes nothing but writtenNamePattern's names, so nothing outside its directory or prefix. */
export function assertWrittenName(name: string): void {
  if (!WRITTEN_NAME.test(name)) throw new Error(`not a name the storage writes: ${name}`);
}

/** The upload a written name belongs to: a variant's image, or the upload itself. */
export const uploadOf = (name: string) => name.replace(/\.[1-9]\d{0,3}w\.(?:avif|webp)$/, '.webp');

/** A new upload's random id in its two-character shard, `ab/ab12…ef`: names start with it. */
export function newStoredId(): string {
  const id = randomUUID().replaceAll('-', '');
  return `${id.slice(0, 2)}/${id}`;
}
