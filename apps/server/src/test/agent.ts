import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@khidma/shared/constants';
import type { App } from '../app';

type Body = Record<string, unknown> | unknown[] | string;

/**
 * A browser stand-in for server tests: keeps cookies between requests, and sends the CSRF header on writes as the
 * web's api-client does. `api('path')` is under /api/khidma.
 */
export class Agent {
  private cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  static api(path: string): string {
    return `${API_PREFIX}/${path.replace(/^\//, '')}`;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.request({ method: 'GET', url: Agent.api('csrf') });
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload, headers });
  }

  put(url: string, payload?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'PUT', url, payload, headers });
  }

  delete(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'DELETE', url, headers });
  }
}
