import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@khidma/shared/constants';
import type { App } from '../../app';
import { Agent } from '../../test/agent';
import { jpegWithExif, PDF_BYTES, pngImage, srcSetCandidates } from '../../test/images';
import { multipartBody, type FilePart } from '../../test/multipart';
import { createTestApp } from '../../test/test-app';
import { makePrivate } from './ownership';
import { UPLOAD_RATE_LIMIT } from './routes';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('uploads3', () => {
  let app: App;
  let dir: string;
  let privateDir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-uploads-'));
    privateDir = await mkdtemp(path.join(os.tmpdir(), 'khidma-private-uploads-'));
    app = await createTestApp({ env: { UPLOADS_DIR: dir, PRIVATE_UPLOADS_DIR: privateDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  const upload = (agent: Agent, file: FilePart, query = '') =>
    agent.request({ method: 'POST', url: Agent.api(`uploads3${query}`), ...multipartBody(file) });

  it('re-encodes a JPEG with EXIF and GPS to a WebP without them, served with long caching', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('KhidmaCam')).toBe(true);

    const response = await upload(new Agent(app), {
      bytes: original,
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ code: 201 });
    expect(body.results).toMatch(/^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{30}-640w\.webp$/);

    const file = await app.inject({ method: 'GET', url: body.results });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(file.rawPayload.includes('KhidmaCam')).toBe(false);
    expect(file.rawPayload.includes('Secret Model')).toBe(false);
    expect(app.storage.owns(body.results, 'image')).toBe(true);
    expect(app.storage.owns(body.results, 'document')).toBe(false);
  });

  it('writes every srcset candidate beside the image: AVIF and WebP, as wide as they claim, without metadata', async () => {
    const response = await upload(new Agent(app), { bytes: await jpegWithExif(), filename: 'holiday.jpg' });
    const url: string = response.json().results;
    const candidates = srcSetCandidates(url);
    expect(candidates.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 160',
      'avif 320',
      'avif 480',
      'avif 640',
      'webp 160',
      'webp 320',
      'webp 480',
      'webp 640',
    ]);
    for (const candidate of candidates) {
      const file = await app.inject({ method: 'GET', url: candidate.url });
      expect(file.statusCode, candidate.url).toBe(200);
      expect(file.headers['content-type'], candidate.url).toBe(`image/${candidate.format}`);
      expect(file.headers['cache-control'], candidate.url).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options'], candidate.url).toBe('nosniff');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format, candidate.url).toBe(candidate.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height], candidate.url).toEqual([candidate.width, (candidate.width * 3) / 4]);
      expect(metadata.exif, candidate.url).toBeUndefined();
      expect(file.rawPayload.includes('KhidmaCam'), candidate.url).toBe(false);
    }
    // The files on disk are exactly the image and its variants.
    const id = url.slice(url.lastIndexOf('/') + 1, url.indexOf('-'));
    expect((await filesUnder(dir)).filter((name) => name.startsWith(id))).toHaveLength(candidates.length);
  });

  it('shrinks a large image so its longest side is 1024 px, and offers it at 1024 px', async () => {
    const response = await upload(new Agent(app), { bytes: await pngImage(3000, 1500), filename: 'big.png' });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().results;
    expect(url).toMatch(/-1024w\.webp$/);
    const file = await app.inject({ method: 'GET', url });
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 512]);
    expect(srcSetCandidates(url).map(({ width }) => width)).toEqual([
      160, 320, 480, 640, 1024, 160, 320, 480, 640, 1024,
    ]);
  });

  it('keeps a small image at its size, and never upscales a variant', async () => {
    const response = await upload(new Agent(app), { bytes: await pngImage(200, 100), filename: 'small.png' });
    const url: string = response.json().results;
    expect(url).toMatch(/-200w\.webp$/);
    const file = await app.inject({ method: 'GET', url });
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 100]);
    const candidates = srcSetCandidates(url);
    expect(candidates.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 160',
      'avif 200',
      'webp 160',
      'webp 200',
    ]);
    const widest = await app.inject({ method: 'GET', url: candidates[1]!.url });
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(200);
    expect((await app.inject({ method: 'GET', url: url.replace('.webp', '.320w.avif') })).statusCode).toBe(404);
  });

  it('hides the variants of a private file with it', async () => {
    const response = await upload(new Agent(app), { bytes: await pngImage(400, 300), filename: 'me.png' });
    const url: string = response.json().results;
    const variant = srcSetCandidates(url)[0]!.url;
    expect((await app.inject({ method: 'GET', url: variant })).statusCode).toBe(200);
    await makePrivate(app.db, [url]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    for (const { url: candidate } of srcSetCandidates(url)) {
      expect((await app.inject({ method: 'GET', url: candidate })).statusCode, candidate).toBe(404);
    }
  });

  it("serves the demo catalogue's variants as AVIF and WebP with a year of caching", async () => {
    for (const { url, format } of srcSetCandidates('/images/catalog/plumbing.webp')) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toBe(`image/${format}`);
      expect(file.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses an HTML file named .png with 415 and stores nothing', async () => {
    const before = await filesUnder(dir);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const response = await upload(new Agent(app), { bytes: html, filename: 'photo.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 415,
      reason: 'errors.uploads.imagesOnly',
      message: 'Only JPEG, PNG or WebP images are accepted.',
    });
    expect(await filesUnder(dir)).toEqual(before);
  });

  it("refuses in the reader's language", async () => {
    const agent = new Agent(app);
    agent.setCookie('locale', 'ar');
    const html = Buffer.from('<!doctype html><p>not an image</p>');
    const refused = await upload(agent, { bytes: html, filename: 'photo.png', contentType: 'image/png' });
    expect(refused.json()).toEqual({
      code: 415,
      reason: 'errors.uploads.imagesOnly',
      message: 'نقبل صور JPEG أو PNG أو WebP فقط.',
    });
    const document = await upload(
      agent,
      { bytes: html, filename: 'id.pdf', contentType: 'application/pdf' },
      '?kind=document',
    );
    expect(document.json()).toEqual({
      code: 415,
      reason: 'errors.uploads.imagesOrPdf',
      message: 'نقبل صور JPEG أو PNG أو WebP أو مستندات PDF فقط.',
    });
    const empty = await upload(agent, { bytes: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' });
    expect(empty.json()).toEqual({
      code: 400,
      reason: 'errors.uploads.empty',
      message: 'الملف فارغ.',
      errors: { file: 'الملف فارغ.' },
    });
  });

  it('refuses an SVG image with 415 and stores nothing', async () => {
    const before = await filesUnder(dir);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(new Agent(app), { bytes: svg, filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(response.statusCode).toBe(415);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('refuses a broken image with 415 and stores nothing', async () => {
    const before = await filesUnder(dir);
    const jpeg = await jpegWithExif();
    const response = await upload(new Agent(app), { bytes: jpeg.subarray(0, 400), filename: 'cut.jpg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The image could not be read.');
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('refuses an image of too many pixels (a decompression bomb) with 415 and stores nothing', async () => {
    const before = await filesUnder(dir);
    const bomb = await sharp({ create: { width: 7072, height: 7072, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const response = await upload(new Agent(app), { bytes: bomb, filename: 'bomb.png' });
    expect(response.statusCode).toBe(415);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('refuses a PDF as an image, and keeps a document private: outside the public directory, no URL reaches it', async () => {
    const agent = new Agent(app);
    const refused = await upload(agent, { bytes: PDF_BYTES, filename: 'id.pdf', contentType: 'application/pdf' });
    expect(refused.statusCode).toBe(415);

    const publicBefore = await filesUnder(dir);
    const response = await upload(
      agent,
      { bytes: PDF_BYTES, filename: 'id.pdf', contentType: 'application/pdf' },
      '?kind=document',
    );
    expect(response.statusCode).toBe(201);
    const url: string = response.json().results;
    expect(url).toMatch(/^private:[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect(srcSetCandidates(url)).toEqual([]);
    expect(app.storage.owns(url, 'document')).toBe(true);
    expect(await filesUnder(dir)).toEqual(publicBefore);
    const name = url.slice('private:'.length);
    expect(await readFile(path.join(privateDir, name))).toEqual(PDF_BYTES);
    // Whatever one guesses, the public path serves nothing of it.
    for (const guess of [`/uploads/${name}`, `/uploads/private/${name}`, `/${url}`, `/uploads/${url}`]) {
      expect((await app.inject({ method: 'GET', url: guess })).statusCode, guess).toBe(404);
    }
    // The server reads it back, for the admin and partner endpoints that allow it (partners' routes.test.ts).
    expect(await app.storage.read(url)).toEqual({ bytes: PDF_BYTES, contentType: 'application/pdf' });
  });

  it('re-encodes an image sent as a document too, and keeps it private without variants', async () => {
    const publicBefore = await filesUnder(dir);
    const response = await upload(
      new Agent(app),
      { bytes: await jpegWithExif(), filename: 'id.jpg' },
      '?kind=document',
    );
    expect(response.statusCode).toBe(201);
    const url: string = response.json().results;
    expect(url).toMatch(/^private:[0-9a-f]{2}\/[0-9a-f]{32}-640w\.webp$/);
    expect(await filesUnder(dir)).toEqual(publicBefore);
    const stored = await app.storage.read(url);
    expect((await sharp(stored!.bytes).metadata()).exif).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/uploads/${url.slice('private:'.length)}` })).statusCode).toBe(404);
  });

  it('refuses an unknown kind with 400', async () => {
    const response = await upload(new Agent(app), { bytes: PDF_BYTES }, '?kind=html');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('kind');
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await filesUnder(dir);
    const jpeg = await jpegWithExif();
    const big = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
    const response = await upload(new Agent(app), { bytes: big, filename: 'huge.jpg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, reason: 'errors.fileTooLarge', message: 'The file is too large.' });
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('accepts a file just under 5 MB', async () => {
    const png = await sharp({
      create: {
        width: 1300,
        height: 1300,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(png.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const response = await upload(new Agent(app), { bytes: png, filename: 'noise.png' });
    expect(response.statusCode).toBe(201);
  });

  it('asks for a file in the field "file"', async () => {
    const response = await upload(new Agent(app), { bytes: await pngImage(), field: 'photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'Please choose a file.' });
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await new Agent(app).post(Agent.api('uploads3'), { file: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('needs the CSRF token like every write', async () => {
    const response = await new Agent(app).request({
      method: 'POST',
      url: Agent.api('uploads3'),
      csrf: false,
      ...multipartBody({ bytes: await pngImage() }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves only names the storage writes', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/ab/notours.html',
      '/uploads/',
      `/uploads/ab/${'ab'.repeat(16)}-640w.320w.png`,
      `/uploads/ab/${'ab'.repeat(16)}-640w.320w.avif/../../package.json`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    for (const name of ['.webp', '-640w.webp', '-640w.320w.avif']) {
      const missing = await app.inject({ method: 'GET', url: `/uploads/ab/${'ab'.repeat(16)}${name}` });
      expect(missing.statusCode, name).toBe(404);
    }
  });
});

describe('uploads3 rate limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it(`answers 429 with Retry-After after ${UPLOAD_RATE_LIMIT.max} uploads from one address`, async () => {
    const agent = new Agent(app);
    for (let index = 0; index < UPLOAD_RATE_LIMIT.max; index += 1) {
      // Not multipart: refused with 415 after it is counted, so the loop costs no image work.
      expect((await agent.post(Agent.api('uploads3'), {})).statusCode).toBe(415);
    }
    const limited = await agent.request({
      method: 'POST',
      url: Agent.api('uploads3'),
      ...multipartBody({ bytes: await pngImage() }),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe(429);
  });
});
