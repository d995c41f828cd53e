import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@khidma/shared/constants';

/** An answer as the API's envelope has it, with the HTTP status. */
export type HttpAnswer = { status: number; body: { results?: unknown; message?: string } };

/**
 * A browser stand-in over real HTTP, for tests of server processes: keeps cookies between requests, sends the CSRF
 * header on writes (as the web's api-client does), and takes the server to send each request to, so one session
 * can use several processes.
 */
export class HttpAgent {
  private cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request(base, 'GET', 'csrf');
    const response = await fetch(`${base}${API_PREFIX}/${path}`, {
      method,
      headers: {
        ...this.headers,
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as HttpAnswer['body'] };
  }
}
