import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { Agent } from './test/agent';
import { signedInAgent } from './test/signed-in';
import { createTestApp } from './test/test-app';

const api = Agent.api;

/** Every search box of the API: the console's four and the storefront's search. */
const SEARCH_BOXES = [
  'admin/orders?q=',
  'admin/customers?q=',
  'admin/partners?q=',
  'admin/services?q=',
  'service_search?searchTerm=',
];

describe('search boxes', () => {
  let app: App;
  let admin: Agent;

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
  });
  afterAll(() => app.close());

  it.each(SEARCH_BOXES)(
    '%s refuses a control character with a 400 naming the search term, never a 500',
    async (box) => {
      for (const term of ['%00', '123%00', 'KH%01', '%7F']) {
        const response = await admin.get(api(`${box}${term}`));
        expect(response.statusCode, `${box}${term}`).toBe(400);
        const field = box.startsWith('admin/') ? 'q' : 'searchTerm';
        expect(response.json()).toMatchObject({
          code: 400,
          message: 'The search term must not contain control characters',
          reason: 'validation.searchTerm.controlCharacters',
          errors: { [field]: 'The search term must not contain control characters' },
        });
      }
    },
  );

  it('in Arabic too', async () => {
    const response = await admin.get(api('admin/orders?q=%00'), { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toMatch(/[a-z]/i);
  });

  it('still searches what a person types', async () => {
    for (const box of SEARCH_BOXES) {
      expect((await admin.get(api(`${box}${encodeURIComponent('مكيف 123')}`))).statusCode, box).toBe(200);
    }
  });
});
