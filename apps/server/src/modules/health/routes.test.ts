import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createTestApp } from '../../test/test-app';

describe('health', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is alive', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ code: 200, message: 'OK', results: { status: 'ok' } });
  });

  it('is ready while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({ status: 'ready' });
  });

  it('is not ready while the database does not answer, and names it', async () => {
    const unreachable = await buildApp(testConfig(), await openDatabase('postgres://postgres@127.0.0.1:1/test'));
    try {
      const response = await unreachable.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 503,
        message: 'Not reachable: database.',
        errors: { database: 'not reachable' },
      });
      const inArabic = await unreachable.inject({ method: 'GET', url: '/readyz', cookies: { locale: 'ar' } });
      expect(inArabic.json()).toEqual({
        code: 503,
        message: 'لا يمكن الوصول إلى: database.',
        errors: { database: 'لا يمكن الوصول إليه' },
      });
    } finally {
      await unreachable.close();
      await unreachable.database.close();
    }
  });

  it('serves the OpenAPI document with every route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/khidma/srv_category_list', '/api/khidma/logo_list', '/readyz']),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
