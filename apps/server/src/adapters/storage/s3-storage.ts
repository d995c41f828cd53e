import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  isDocument,
  UPLOAD_CACHE_CONTROL,
  storedNamePattern,
  assertWrittenName,
  type FileKind,
  type FileStorage,
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
};

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

  async save(name: string, bytes: Buffer): Promise<string> {
    assertWrittenName(name);
    const {
      sdk: { PutObjectCommand },
      client,
    } = await this.sdk();
    const key = `${this.prefix}${name}`;
    await client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentTypeOf(name),
        CacheControl: UPLOAD_CACHE_CONTROL,
        ...(isDocument(name) ? { ContentDisposition: 'attachment' } : {}),
      }),
    );
    return `${this.publicBase}/${key}`;
  }

  owns(url: string, kind?: FileKind): boolean {
    const base = escapeRegExp(`${this.publicBase}/${this.prefix}`);
    return new RegExp(`^${base}${storedNamePattern(kind)}$`).test(url);
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!this.owns(url)) return undefined;
    const {
      sdk: { GetObjectCommand, NoSuchKey },
      client,
    } = await this.sdk();
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: url.slice(this.publicBase.length + 1) }),
      );
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, contentType: contentTypeOf(url) };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }
}
