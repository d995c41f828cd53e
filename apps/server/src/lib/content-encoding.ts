import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings we send, best first (the same as @fastify/compress is registered with in app.ts). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this many bytes compression saves less than it costs (and @fastify/compress skips them too). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compression of bytes kept in memory (the catalogue's answers): done once per answer, so it can afford more than a
 * per-request stream (brotli 9 and gzip 9 instead of @fastify/compress's brotli 4), and off the event loop.
 */
export const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/** The best of our encodings an Accept-Encoding header allows (q=0 refuses one, `*` stands for the rest). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const quality = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, quality ? Number(quality.slice(2)) : 1);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
