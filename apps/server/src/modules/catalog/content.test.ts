import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { services } from '../../db/schema';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Khidma</title></head><body><div id="root"></div></body></html>';

const content = {
  included: ['Gas top-up', 'Leak test'],
  includedAr: ['تعبئة الغاز', 'فحص التسرب'],
  excluded: ['Compressor parts'],
  excludedAr: ['قطع الضاغط'],
  faqs: [
    {
      question: 'How long does it take?',
      questionAr: 'كم يستغرق؟',
      answer: 'About an hour.\nLonger for two units.',
      answerAr: 'حوالي ساعة.',
    },
  ],
};

describe("a service's page content: included, not included, FAQs", () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'khidma-web-'));
  let app: App;
  let admin: Agent;
  let service: typeof services.$inferSelect;
  const url = () => Agent.api(`admin/services/${service.id}/content`);

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    app = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webRoot, PUBLIC_URL: 'https://khidma.example' } });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
    service = (await app.db.select().from(services).limit(1))[0]!;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('seeds the demo services with content in both languages', async () => {
    const seeded = (await admin.get(url())).json().results;
    expect(seeded.included.length).toBeGreaterThan(0);
    expect(seeded.includedAr).toHaveLength(seeded.included.length);
    expect(seeded.faqs[0]).toMatchObject({ question: 'Do I pay before the visit?' });
  });

  it('is replaced by an admin, and shows at once on the service, in the reader language, and in its HTML', async () => {
    const guest = new Agent(app);
    // Read first, so a kept answer would show the old content.
    await guest.get(Agent.api(`services/${service.id}`));
    const saved = await admin.put(url(), content);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().results).toEqual(content);
    expect((await admin.get(url())).json().results).toEqual(content);

    expect((await guest.get(Agent.api(`services/${service.id}`))).json().results.Content).toEqual({
      included: ['Gas top-up', 'Leak test'],
      excluded: ['Compressor parts'],
      faqs: [{ question: 'How long does it take?', answer: 'About an hour.\nLonger for two units.' }],
    });
    const arabic = await app.inject({
      method: 'GET',
      url: `/api/khidma/services/${service.id}`,
      headers: { cookie: 'locale=ar' },
    });
    expect(arabic.json().results.Content).toMatchObject({ included: ['تعبئة الغاز', 'فحص التسرب'] });

    const html = (await app.inject({ method: 'GET', url: `/service/${service.id}/${service.subCategoryId}` })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(blocks.find((block) => block['@type'] === 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does it take?',
          acceptedAnswer: { '@type': 'Answer', text: 'About an hour.\nLonger for two units.' },
        },
      ],
    });
  });

  it('is for admins only: 401 for a guest, 403 for a customer or a partner', async () => {
    expect((await new Agent(app).put(url(), content)).statusCode).toBe(401);
    for (const role of ['customer', 'partner'] as const) {
      const { agent } = await signedInAgent(app, { role });
      expect((await agent.put(url(), content)).statusCode, role).toBe(403);
      expect((await agent.get(url())).statusCode, role).toBe(403);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = (await admin.get(url())).json().results;
    const faq = content.faqs[0]!;
    const bad: Array<[string, Record<string, unknown>]> = [
      ['control character', { ...content, included: ['Gas\u0000'] }],
      ['empty line', { ...content, excludedAr: ['  '] }],
      ['too long', { ...content, included: ['x'.repeat(161)] }],
      ['too many', { ...content, included: Array.from({ length: 13 }, (_, i) => `Item ${i}`) }],
      ['too many faqs', { ...content, faqs: Array.from({ length: 9 }, () => faq) }],
      ['answer too long', { ...content, faqs: [{ ...faq, answerAr: 'x'.repeat(1001) }] }],
      ['missing Arabic', { ...content, faqs: [{ question: 'Q?', answer: 'A.' }] }],
      ['unknown field', { ...content, extra: 1 }],
      ['not a list', { ...content, included: 'Gas top-up' }],
    ];
    for (const [why, body] of bad) {
      const response = await admin.put(url(), body);
      expect(response.statusCode, why).toBe(400);
      expect(response.json().message, why).toBeTruthy();
    }
    expect((await admin.get(url())).json().results).toEqual(before);
    expect((await admin.put(Agent.api('admin/services/not-an-id/content'), content)).statusCode).toBe(400);
    const unknown = Agent.api('admin/services/00000000-0000-4000-8000-000000000000/content');
    expect((await admin.put(unknown, content)).statusCode).toBe(404);
  });
});
