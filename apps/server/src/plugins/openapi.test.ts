import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config';
import { PRODUCTION_ENV } from '../test/production-env';
import { createTestApp } from '../test/test-app';

describe('/api/docs', () => {
  it('is off in production unless API_DOCS=true, and on elsewhere unless API_DOCS=false', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).API_DOCS).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(testConfig().API_DOCS).toBe(true);
    expect(testConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('answers a 404 envelope in production, the document and its page nowhere', async () => {
    const app = await createTestApp({ env: PRODUCTION_ENV });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ code: 404 });
      }
    } finally {
      await app.close();
    }
  });

  it('is served in production when API_DOCS=true', async () => {
    const app = await createTestApp({ env: { ...PRODUCTION_ENV, API_DOCS: 'true' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
