import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/render';
import { ApiError, apiRequest } from './api-client';
import { onUnauthorized } from './unauthorized';
import { readEntry, writeEntry } from './session-entry';

const user = {
  _id: 'u1',
  name: 'Amal',
  email: 'amal@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

describe('api-client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the envelope of a success', async () => {
    const { fetchStub } = stubApi({ srv_category_list: { body: { code: 200, message: 'OK', results: [1, 2] } } });
    vi.stubGlobal('fetch', fetchStub);
    await expect(apiRequest('srv_category_list')).resolves.toEqual({ code: 200, message: 'OK', results: [1, 2] });
  });

  it('fetches the CSRF token once and echoes it on a write', async () => {
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      things: { body: { code: 200, message: 'OK', results: true } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/csrf')) document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
      return fetchStub(input, init);
    });
    await apiRequest('things', { method: 'POST', body: { a: 1 } });
    await apiRequest('things', { method: 'PUT', body: { a: 2 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/khidma/csrf', '/api/khidma/things', '/api/khidma/things']);
    const headers = calls[1]?.init?.headers as Record<string, string>;
    expect(headers['x-xsrf-token']).toBe('tok=1');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[1]?.init?.body).toBe('{"a":1}');
  });

  it('refreshes a stale CSRF token once and sends the write again, by the refusal’s reason, not its words', async () => {
    let writes = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/csrf')) {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return Response.json({ code: 200, message: 'OK', results: { token: 'fresh' } });
      }
      writes += 1;
      return writes === 1
        ? Response.json(
            { code: 403, message: 'رمز الحماية مفقود أو غير صالح.', reason: 'errors.csrf' },
            { status: 403 },
          )
        : Response.json({ code: 200, message: 'OK', results: true });
    });
    await expect(apiRequest('things', { method: 'POST', body: {} })).resolves.toMatchObject({ results: true });
    expect(writes).toBe(2);
  });

  it('rejects with the message, the reason and field errors of a failure', async () => {
    const { fetchStub } = stubApi({
      things: {
        status: 400,
        body: {
          code: 400,
          message: 'Email is required',
          reason: 'validation.email.required',
          errors: { email: 'Email is required' },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const error = await apiRequest('things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Email is required',
      reason: 'validation.email.required',
      errors: { email: 'Email is required' },
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiRequest('things').catch((caught: unknown) => caught)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network error. Please try again.');
  });

  it('says a network error in the language of the page', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    document.documentElement.lang = 'ar';
    try {
      const error = (await apiRequest('things').catch((caught: unknown) => caught)) as ApiError;
      expect(error.message).toBe('تعذّر الاتصال بالشبكة. يُرجى المحاولة مرة أخرى.');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('clears a stale entry on 401 and hands over to the app', async () => {
    writeEntry(user);
    const handler = vi.fn();
    const stop = onUnauthorized(handler);
    const { fetchStub } = stubApi({ me: { status: 401, body: { code: 401, message: 'Please log in to continue.' } } });
    vi.stubGlobal('fetch', fetchStub);
    await expect(apiRequest('me')).rejects.toMatchObject({ status: 401 });
    expect(readEntry()).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
    stop();
  });
});
