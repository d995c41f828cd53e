import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  isDocument,
  privateName,
  PRIVATE_CACHE_CONTROL,
  PRIVATE_URL_PREFIX,
  UPLOAD_CACHE_CONTROL,
  storedNamePattern,
  assertWrittenName,
  type FileKind,
  type FileStorage,
  type SaveOptions,
} from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Where objects are read from; default the bucket's virtual-hosted URL. */
  publicUrl?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket. */
  prefix?: string;
  /**
   * The bucket of private files (a partner's ID proof and certificate), which grants no public read; unset: the
   * public bucket under PRIVATE_PREFIX, which its public-read policy must then leave out (it covers uploads/ only).
   */
  privateBucket?: string;
};

/** Where private objects are keyed, in whichever bucket holds them. */
export const PRIVATE_PREFIX = 'private/';

/** The part of S3Client the adapter uses, so a test can hand in a stand-in. */
export type S3Sender = Pick<S3Client, 'send'>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Objects in an S3 (or S3-compatible) bucket, with their content type and a year of caching set on the object. */
export class S3Storage implements FileStorage {
  readonly driver = 's3';
  readonly origin: string;
  private readonly publicBase: string;
  private readonly prefix: string;
  private client: S3Sender | undefined;

  constructor(
    private readonly options: S3StorageOptions,
    client?: S3Sender,
  ) {
    this.client = client;
    this.publicBase = (options.publicUrl ?? `https://${options.bucket}.s3.${options.region}.amazonaws.com`).replace(
      /\/$/,
      '',
    );
    this.origin = new URL(this.publicBase).origin;
    this.prefix = options.prefix ?? 'uploads/';
  }

  /** The SDK loads on the first use, so a server on disk storage never pays for it. */
  private async sdk() {
    const sdk = await import('@aws-sdk/client-s3');
    this.client ??= new sdk.S3Client({
      region: this.options.region,
      endpoint: this.options.endpoint,
      forcePathStyle: this.options.forcePathStyle,
      credentials: this.options.credentials,
    } satisfies S3ClientConfig);
    return { sdk, client: this.client };
  }

  /** The bucket private files go to. */
  get privateBucket(): string {
    return this.options.privateBucket ?? this.options.bucket;
  }

  async save(name: string, bytes: Buffer, options: SaveOptions = {}): Promise<string> {
    assertWrittenName(name);
    const {
      sdk: { PutObjectCommand },
      client,
    } = await this.sdk();
    const hidden = options.private === true;
    const key = `${hidden ? PRIVATE_PREFIX : this.prefix}${name}`;
    await client.send(
      new PutObjectCommand({
        Bucket: hidden ? this.privateBucket : this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentTypeOf(name),
        CacheControl: hidden ? PRIVATE_CACHE_CONTROL : UPLOAD_CACHE_CONTROL,
        ...(isDocument(name) ? { ContentDisposition: 'attachment' } : {}),
      }),
    );
    return hidden ? `${PRIVATE_URL_PREFIX}${name}` : `${this.publicBase}/${key}`;
  }

  owns(url: string, kind?: FileKind): boolean {
    const base = escapeRegExp(`${this.publicBase}/${this.prefix}`);
    return privateName(url, kind) !== undefined || new RegExp(`^${base}${storedNamePattern(kind)}$`).test(url);
  }

  /** The bucket and key of one of our uploads. */
  private locate(url: string): { Bucket: string; Key: string } {
    const hidden = privateName(url);
    if (hidden) return { Bucket: this.privateBucket, Key: `${PRIVATE_PREFIX}${hidden}` };
    return { Bucket: this.options.bucket, Key: url.slice(this.publicBase.length + 1) };
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!this.owns(url)) return undefined;
    const {
      sdk: { GetObjectCommand, NoSuchKey },
      client,
    } = await this.sdk();
    try {
      const object = await client.send(new GetObjectCommand(this.locate(url)));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, contentType: contentTypeOf(url) };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }
}
