import { describe, expect, it } from 'vitest';
import { imageSrcSets, imageVariants, responsiveSource } from './images';

const id = `ab${'0123456789abcdef'.repeat(2).slice(0, 30)}`;
const upload = `/uploads/ab/${id}-1024w.webp`;

describe('imageVariants', () => {
  it('stores the narrower widths in both formats and the own width in AVIF, never wider', () => {
    expect(imageVariants(480)).toEqual([
      { width: 160, format: 'avif' },
      { width: 160, format: 'webp' },
      { width: 320, format: 'avif' },
      { width: 320, format: 'webp' },
      { width: 480, format: 'avif' },
    ]);
    expect(imageVariants(200)).toEqual([
      { width: 160, format: 'avif' },
      { width: 160, format: 'webp' },
      { width: 200, format: 'avif' },
    ]);
    expect(imageVariants(100)).toEqual([{ width: 100, format: 'avif' }]);
  });
});

describe('imageSrcSets', () => {
  it('offers a demo catalogue image at 160, 320 and 480 px, the original as the widest WebP', () => {
    expect(imageSrcSets('/images/catalog/ac-repair-1.webp')).toEqual({
      avif: '/images/catalog/ac-repair-1.160w.avif 160w, /images/catalog/ac-repair-1.320w.avif 320w, /images/catalog/ac-repair-1.480w.avif 480w',
      webp: '/images/catalog/ac-repair-1.160w.webp 160w, /images/catalog/ac-repair-1.320w.webp 320w, /images/catalog/ac-repair-1.webp 480w',
    });
  });

  it('offers an upload up to the width its name says, on disk or under a storage origin', () => {
    const stem = `/uploads/ab/${id}-1024w`;
    expect(imageSrcSets(upload)).toEqual({
      avif: [160, 320, 480, 640, 1024].map((width) => `${stem}.${width}w.avif ${width}w`).join(', '),
      webp: [...[160, 320, 480, 640].map((width) => `${stem}.${width}w.webp ${width}w`), `${stem}.webp 1024w`].join(
        ', ',
      ),
    });
    const narrow = `/uploads/ab/${id}-300w.webp`;
    expect(imageSrcSets(narrow)?.webp).toBe(`/uploads/ab/${id}-300w.160w.webp 160w, ${narrow} 300w`);
    for (const origin of [
      'https://khidma-files.s3.eu-west-1.amazonaws.com/uploads',
      'https://shop.example/media/khidma-uploads/uploads',
      'http://localhost:9000/Khidma_files',
    ]) {
      const url = `${origin}/ab/${id}-640w.webp`;
      expect(responsiveSource(url), url).toEqual({ stem: url.slice(0, -5), width: 640 });
      expect(imageSrcSets(url)?.avif, url).toContain(`${origin}/ab/${id}-640w.160w.avif 160w`);
    }
  });

  it('leaves any other URL as it is', () => {
    for (const url of [
      '/images/logo.svg',
      '/images/catalog/ac-repair-1.png',
      '/images/catalog/AC-repair.webp',
      '/images/other/ac-repair-1.webp',
      'https://evil.example/images/catalog/ac-repair-1.webp',
      `/uploads/ab/${id}.webp`, // stored before variants: its width is unknown
      `/uploads/cd/${id}-1024w.webp`, // the shard is not the name's
      `/uploads/ab/${id.toUpperCase()}-1024w.webp`,
      `/uploads/ab/${id}-0w.webp`,
      `/uploads/ab/${id}-01024w.webp`,
      `/uploads/ab/${id}-1024w.pdf`,
      `${upload}?v=2`,
      `${upload}#x`,
      `/api/khidma/admin/partner_applications/${id}/files/photo`,
      '',
    ]) {
      expect(imageSrcSets(url), url).toBeUndefined();
    }
  });

  it('never derives a candidate through an encoded or relative path', () => {
    for (const url of [
      '/images/catalog/../../../etc/passwd.webp',
      '/images/catalog/%2e%2e%2fsecret.webp',
      '/images/catalog/ac%2Drepair.webp',
      '/images/catalog/a b.webp',
      '/images/catalog/a,b.webp',
      `/uploads/../ab/${id}-1024w.webp`,
      `/uploads/%2e%2e/ab/${id}-1024w.webp`,
      `/uploads/ab%2F${id}-1024w.webp`,
      `//evil.example/ab/${id}-1024w.webp`,
      `https://user@evil.example/ab/${id}-1024w.webp`,
      `javascript:alert(1)//ab/${id}-1024w.webp`,
    ]) {
      expect(imageSrcSets(url), url).toBeUndefined();
    }
  });
});
