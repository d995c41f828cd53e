import type { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createStorage } from './create-storage';
import { DiskStorage } from './disk-storage';
import { S3Storage, type S3Sender } from './s3-storage';
import { newStoredId, uploadOf } from './storage';

describe('disk storage', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the bytes under their sharded name and answers its /uploads URL', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-disk-'));
    const storage = new DiskStorage(dir, `${dir}-private`);
    const id = newStoredId();
    expect(id).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}$/);
    const first = await storage.save(`${id}-640w.webp`, Buffer.from('one'));
    const second = await storage.save(`${newStoredId()}.pdf`, Buffer.from('two'));
    const variant = await storage.save(`${id}-640w.320w.avif`, Buffer.from('three'));
    expect(first).toBe(`/uploads/${id}-640w.webp`);
    expect(second).toMatch(/\.pdf$/);
    expect(await readFile(path.join(dir, `${id}-640w.320w.avif`), 'utf8')).toBe('three');
    expect(uploadOf(variant)).toBe(first);
    expect(await storage.read(variant)).toBeUndefined();
    expect(await readFile(path.join(dir, first.slice('/uploads/'.length)), 'utf8')).toBe('one');
    expect(await storage.read(second)).toEqual({ bytes: Buffer.from('two'), contentType: 'application/pdf' });
    expect(await storage.read(first.replace(/[0-9a-f]{30}-/, `${'0'.repeat(30)}-`))).toBeUndefined();
    expect(await storage.read('/uploads/../package.json')).toBeUndefined();
  });

  it('writes no name but its own shapes, so nothing outside its directory', async () => {
    const storage = new DiskStorage(dir, `${dir}-private`);
    for (const name of ['../escape.webp', `ab/${'0'.repeat(32)}.html`, `/${newStoredId()}.webp`, 'ab/x.webp', '']) {
      await expect(storage.save(name, Buffer.from('x')), name).rejects.toThrow(/not a name the storage writes/);
    }
    expect(await readdir(path.dirname(dir))).not.toContain('escape.webp');
  });

  it('owns only URLs it could have written, of the asked kind', () => {
    const storage = new DiskStorage('/tmp/x', '/tmp/x-private');
    const name = `ab/ab${'0'.repeat(30)}`;
    expect(storage.owns(`/uploads/${name}.webp`)).toBe(true);
    expect(storage.owns(`/uploads/${name}.webp`, 'image')).toBe(true);
    expect(storage.owns(`/uploads/${name}-1024w.webp`, 'image')).toBe(true);
    expect(storage.owns(`/uploads/${name}.pdf`, 'image')).toBe(false);
    expect(storage.owns(`/uploads/${name}.pdf`, 'document')).toBe(true);
    for (const url of [
      'https://evil.example/x.webp',
      `/uploads/${name}.html`,
      `/uploads/${name}-1024w.320w.avif`,
      `/uploads/${name}-1024w.pdf`,
      `/uploads/../${name}.webp`,
      `/uploads/${name}.webp?x=1`,
      `javascript:alert(1)//${name}.webp`,
      '',
    ]) {
      expect(storage.owns(url), url).toBe(false);
    }
  });
});

describe('S3 storage reads', () => {
  it('reads an object back by its key; a missing one is undefined', async () => {
    const { NoSuchKey } = await import('@aws-sdk/client-s3');
    const keys: string[] = [];
    const client = {
      send: async (command: GetObjectCommand) => {
        keys.push(command.input.Key!);
        if (command.input.Key!.includes('ffff')) throw new NoSuchKey({ message: 'gone', $metadata: {} });
        return { Body: { transformToByteArray: async () => new TextEncoder().encode('%PDF-1.4') } };
      },
    } as unknown as S3Sender;
    const storage = new S3Storage({ bucket: 'khidma-files', region: 'eu-west-1' }, client);
    const base = 'https://khidma-files.s3.eu-west-1.amazonaws.com/uploads/ab/';
    const found = await storage.read(`${base}ab${'0'.repeat(30)}.pdf`);
    expect(found).toEqual({ bytes: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' });
    expect(keys).toEqual([`uploads/ab/ab${'0'.repeat(30)}.pdf`]);
    expect(await storage.read(`${base}ab${'f'.repeat(30)}.webp`)).toBeUndefined();
    expect(await storage.read('https://evil.example/uploads/ab/x.pdf')).toBeUndefined();
  });
});

describe('S3 storage', () => {
  const sent: PutObjectCommand[] = [];
  const client: S3Sender = { send: (async (command: PutObjectCommand) => void sent.push(command)) as S3Sender['send'] };

  it('puts the object with its content type and caching, and answers its public URL', async () => {
    const storage = new S3Storage({ bucket: 'khidma-files', region: 'eu-west-1' }, client);
    const id = newStoredId();
    const url = await storage.save(`${id}-1024w.webp`, Buffer.from('webp bytes'));
    expect(url).toBe(`https://khidma-files.s3.eu-west-1.amazonaws.com/uploads/${id}-1024w.webp`);
    const input = sent[0]!.input;
    expect(input).toMatchObject({
      Bucket: 'khidma-files',
      Key: `uploads/${id}-1024w.webp`,
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(input.ContentDisposition).toBeUndefined();
    await storage.save(`${id}-1024w.320w.avif`, Buffer.from('avif bytes'));
    expect(sent[1]!.input).toMatchObject({
      Key: `uploads/${id}-1024w.320w.avif`,
      ContentType: 'image/avif',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    await expect(storage.save('../x.webp', Buffer.from('x'))).rejects.toThrow(/not a name the storage writes/);
    expect(sent).toHaveLength(2);
    expect(storage.owns(url, 'image')).toBe(true);
    expect(storage.owns(url.replace('khidma-files', 'other-bucket'))).toBe(false);
    expect(storage.origin).toBe('https://khidma-files.s3.eu-west-1.amazonaws.com');
  });

  it('sends PDFs as downloads and reads from a configured public URL', async () => {
    const storage = new S3Storage({ bucket: 'b', region: 'r', publicUrl: 'https://cdn.example.com/files/' }, client);
    const url = await storage.save(`${newStoredId()}.pdf`, Buffer.from('%PDF-'));
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/files\/uploads\/.+\.pdf$/);
    expect(sent.at(-1)!.input).toMatchObject({ ContentType: 'application/pdf', ContentDisposition: 'attachment' });
    expect(storage.origin).toBe('https://cdn.example.com');
  });

  it('is chosen by STORAGE_DRIVER=s3, which needs a bucket; the private bucket is S3_PRIVATE_BUCKET', () => {
    expect(createStorage(testConfig()).driver).toBe('disk');
    expect(createStorage(testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).driver).toBe('s3');
    expect(() => testConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    const both = createStorage(testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_PRIVATE_BUCKET: 'p' }));
    expect((both as S3Storage).privateBucket).toBe('p');
    expect((createStorage(testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })) as S3Storage).privateBucket).toBe('b');
  });

  it('keeps PRIVATE_UPLOADS_DIR outside UPLOADS_DIR, where /uploads would serve it', () => {
    for (const inside of ['/srv/uploads', '/srv/uploads/private']) {
      const env = { UPLOADS_DIR: '/srv/uploads', PRIVATE_UPLOADS_DIR: inside };
      expect(() => testConfig(env)).toThrow(/PRIVATE_UPLOADS_DIR: must be outside UPLOADS_DIR/);
    }
    expect(testConfig({ UPLOADS_DIR: '/srv/uploads', PRIVATE_UPLOADS_DIR: '/srv/private' }).PRIVATE_UPLOADS_DIR).toBe(
      '/srv/private',
    );
  });
});

/**
 * A stand-in for S3 with what matters here: objects in buckets, and the anonymous read a public-read bucket policy
 * allows, only on the public bucket under uploads/ (as compose.yaml configures MinIO).
 */
function fakeS3(publicBucket: string) {
  const buckets = new Map<string, Map<string, { body: Uint8Array; input: Record<string, unknown> }>>();
  const client = {
    send: async (command: PutObjectCommand | GetObjectCommand) => {
      const { Bucket, Key } = command.input as { Bucket: string; Key: string };
      const bucket = buckets.get(Bucket) ?? new Map();
      buckets.set(Bucket, bucket);
      if ('Body' in command.input) {
        bucket.set(Key, { body: new Uint8Array(command.input.Body as Buffer), input: command.input });
        return {};
      }
      const { NoSuchKey } = await import('@aws-sdk/client-s3');
      const object = bucket.get(Key);
      if (!object) throw new NoSuchKey({ message: 'gone', $metadata: {} });
      return { Body: { transformToByteArray: async () => object.body } };
    },
  } as unknown as S3Sender;
  /** What an anonymous GET of a URL under the public base gets: the object, when the policy lets it out. */
  const anonymousGet = (key: string) => (key.startsWith('uploads/') ? buckets.get(publicBucket)?.get(key) : undefined);
  return { client, buckets, anonymousGet };
}

describe('S3 storage of private files', () => {
  const publicUrl = 'https://media.example.com/khidma-uploads';
  const keyOf = (url: string) => url.slice(publicUrl.length + 1);

  it('puts them in the private bucket, uncached, answers no public URL, and reads them back', async () => {
    const s3 = fakeS3('khidma-uploads');
    const storage = new S3Storage(
      { bucket: 'khidma-uploads', region: 'us-east-1', publicUrl, privateBucket: 'khidma-private' },
      s3.client,
    );
    const id = newStoredId();
    const url = await storage.save(`${id}.pdf`, Buffer.from('%PDF-1.4 id'), { private: true });
    expect(url).toBe(`private:${id}.pdf`);
    expect([...s3.buckets.get('khidma-private')!.keys()]).toEqual([`private/${id}.pdf`]);
    expect(s3.buckets.get('khidma-uploads')).toBeUndefined();
    expect(s3.buckets.get('khidma-private')!.get(`private/${id}.pdf`)!.input).toMatchObject({
      CacheControl: 'private, no-store',
      ContentDisposition: 'attachment',
    });
    // Neither the URL nor any guess at the public base reaches it.
    for (const key of [`uploads/${id}.pdf`, `private/${id}.pdf`, url]) expect(s3.anonymousGet(key)).toBeUndefined();
    expect(storage.owns(url, 'document')).toBe(true);
    expect(storage.owns(url, 'image')).toBe(false);
    expect(await storage.read(url)).toEqual({ bytes: Buffer.from('%PDF-1.4 id'), contentType: 'application/pdf' });

    // A public upload beside it stays where the public URL reads it.
    const photo = await storage.save(`${newStoredId()}-640w.webp`, Buffer.from('webp'));
    expect(s3.anonymousGet(keyOf(photo))?.body).toEqual(new Uint8Array(Buffer.from('webp')));
  });

  it('without S3_PRIVATE_BUCKET: the same bucket under private/, which the uploads/ policy leaves out', async () => {
    const s3 = fakeS3('khidma-uploads');
    const storage = new S3Storage({ bucket: 'khidma-uploads', region: 'us-east-1', publicUrl }, s3.client);
    const id = newStoredId();
    const url = await storage.save(`${id}-640w.webp`, Buffer.from('id card'), { private: true });
    expect([...s3.buckets.get('khidma-uploads')!.keys()]).toEqual([`private/${id}-640w.webp`]);
    expect(s3.anonymousGet(`private/${id}-640w.webp`)).toBeUndefined();
    expect((await storage.read(url))?.bytes).toEqual(Buffer.from('id card'));
    expect(await storage.read(`private:${newStoredId()}.pdf`)).toBeUndefined();
    for (const bad of ['private:../x.pdf', 'private:ab/x.pdf', `private:${id}.html`]) {
      expect(storage.owns(bad), bad).toBe(false);
      expect(await storage.read(bad), bad).toBeUndefined();
    }
  });
});

describe('disk storage of private files', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes them under the private directory, answers private:<name> and reads them back', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-disk-private-'));
    const storage = new DiskStorage(path.join(dir, 'public'), path.join(dir, 'private'));
    const id = newStoredId();
    const url = await storage.save(`${id}.pdf`, Buffer.from('%PDF-'), { private: true });
    expect(url).toBe(`private:${id}.pdf`);
    expect(await readFile(path.join(dir, 'private', `${id}.pdf`), 'utf8')).toBe('%PDF-');
    expect(await readdir(dir)).toEqual(['private']);
    expect(await storage.read(url)).toEqual({ bytes: Buffer.from('%PDF-'), contentType: 'application/pdf' });
    expect(await storage.read(`/uploads/${id}.pdf`)).toBeUndefined();
    expect(await storage.read('private:../../etc/passwd')).toBeUndefined();
  });
});
