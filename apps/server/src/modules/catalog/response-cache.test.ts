import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

/** A routed request as sendLocalized reads it: its target, the reader's language, its headers. */
const request = (url: string) => ({ url, language: 'en', headers: {} }) as unknown as FastifyRequest;
/** A reply that takes what it is given: these tests read the cache, not the answer. */
const reply = () => {
  const fake = { headers: () => fake, code: () => fake, send: () => fake };
  return fake as unknown as FastifyReply;
};

const answerOf = (term: string) => async () => ({ term });

describe('ResponseCache by request target', () => {
  it('finds a kept answer by a target only once its route answered that target', async () => {
    const cache = new ResponseCache({ keepFromSecondAsk: true, byTarget: true });
    const target = '/api/khidma/service_search?searchTerm=Pipe';
    expect(cache.keptForTarget(`en:${target}`, undefined)).toBeUndefined();

    await cache.sendLocalized(request(target), reply(), 'pipe', answerOf('pipe'));
    // Asked once: not kept yet, so nothing to answer before the route.
    expect(cache.keptForTarget(`en:${target}`, undefined)).toBeUndefined();
    await cache.sendLocalized(request(target), reply(), 'pipe', answerOf('pipe'));
    const kept = cache.keptForTarget(`en:${target}`, undefined);
    expect(JSON.parse(kept!.body.toString())).toEqual({ term: 'pipe' });

    // Another language, another target, a key asked directly: none of them is this target.
    expect(cache.keptForTarget(`ar:${target}`, undefined)).toBeUndefined();
    expect(cache.keptForTarget('en:/api/khidma/service_search?searchTerm=pipe', undefined)).toBeUndefined();
    expect(cache.keptForTarget('en:pipe', undefined)).toBeUndefined();

    cache.invalidate();
    expect(cache.keptForTarget(`en:${target}`, undefined)).toBeUndefined();
  });

  it('keeps targets within its byte budget: a flood of long targets pushes out the oldest', async () => {
    const cache = new ResponseCache({ byTarget: true });
    const first = '/api/khidma/service_search?searchTerm=pipe';
    await cache.sendLocalized(request(first), reply(), 'pipe', answerOf('pipe'));
    expect(cache.keptForTarget(`en:${first}`, undefined)).toBeDefined();
    // 2,000 targets of 1,000 characters: twice the 1 MB the targets may take.
    for (let flood = 0; flood < 2000; flood++) {
      const target = `/api/khidma/service_search?searchTerm=pipe&junk=${String(flood).padStart(960, '0')}`;
      await cache.sendLocalized(request(target), reply(), 'pipe', answerOf('pipe'));
    }
    expect(cache.keptForTarget(`en:${first}`, undefined)).toBeUndefined();
  });

  it('answers no target unless made to', async () => {
    const cache = new ResponseCache();
    const target = '/api/khidma/srv_category_list?via=route';
    await cache.sendLocalized(request(target), reply(), 'srv_category_list', answerOf('categories'));
    expect(cache.kept('en:srv_category_list', undefined)).toBeDefined();
    expect(cache.keptForTarget(`en:${target}`, undefined)).toBeUndefined();
  });
});
