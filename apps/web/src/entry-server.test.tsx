// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderPage, rendersPage } from './entry-server';

const service = makeService({
  _id: 'a1',
  ServiceName: 'AC Gas Refill <script>alert(1)</script>',
  Description: 'Refills the gas of a split unit.',
  Price: 12.5,
  DisplayPrice: 16,
  SrvSubCategoryId: 's1',
});
const other = makeService({ _id: 'a2', ServiceName: 'AC Deep Cleaning', SrvSubCategoryId: 's1' });
const category = { _id: 'c1', SrvCategoryName: 'AC Services', Image: '/images/catalog/ac-services.webp' };

const answers: Record<string, { status?: number; body: unknown }> = {
  logo_list: envelope([]),
  srv_category_list: envelope([category]),
  'services/a1': envelope(service),
  'services/nope': { status: 404, body: { code: 404, message: 'Service not found' } },
  'service_by_sub_category/s1': envelope([service, other]),
  'service_by_sub_category/gone': { status: 404, body: { code: 404, message: 'Sub-category not found' } },
};

/** The server's own answers, as app.inject gives them to the real renderer; what was asked is recorded. */
function serverAnswers() {
  const asked: string[] = [];
  const fetchApi = (async (input: string | URL) => {
    const path = String(input).replace(/^\/api\/khidma\//, '');
    asked.push(path);
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ code: 500, message: 'down' }), { status: 500 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { asked, fetchApi };
}

describe('the catalogue pages rendered on the server', () => {
  it('renders Home with its header, hero and categories, from the answers it fetched', async () => {
    const { asked, fetchApi } = serverAnswers();
    const page = await renderPage({ pathname: '/', language: 'en', fetchApi });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Browse by category');
    expect(page?.html).toContain('AC Services');
    expect(page?.html).toContain('aria-label="Login"');
    expect(asked.sort()).toEqual(['logo_list', 'srv_category_list']);
    expect(Object.keys(page!.queries.queries).sort()).toEqual(['getCategories(undefined)', 'getLogos(undefined)']);
  });

  it("renders a service: its name (escaped), price, description and its sub-category's suggestions, titled", async () => {
    const { fetchApi } = serverAnswers();
    const page = await renderPage({ pathname: '/service/a1/s1', language: 'en', fetchApi });
    expect(page?.status).toBe(200);
    expect(page?.head).toContain('<title>AC Gas Refill &lt;script&gt;alert(1)&lt;/script&gt; · Khidma</title>');
    expect(page?.html).toContain('AC Gas Refill &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page?.html).not.toContain('<script>');
    expect(page?.html).toContain('KD 12.500');
    expect(page?.html).toContain('Refills the gas of a split unit.');
    expect(page?.html).toContain('AC Deep Cleaning');
  });

  it("finds the suggestions by the service's own sub-category when the path has none", async () => {
    const { asked, fetchApi } = serverAnswers();
    const page = await renderPage({ pathname: '/service/a1', language: 'en', fetchApi });
    expect(asked).toContain('service_by_sub_category/s1');
    expect(page?.html).toContain('AC Deep Cleaning');
  });

  it('renders a services list with its cards, in Arabic right to left', async () => {
    const { fetchApi } = serverAnswers();
    const page = await renderPage({ pathname: '/services/s1/AC%20Services', language: 'ar', fetchApi });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('AC Deep Cleaning');
    expect(page?.html).toContain('احجز');
  });

  it('answers 404 for a service or a sub-category that does not exist, with the page that says so', async () => {
    const { fetchApi } = serverAnswers();
    const missing = await renderPage({ pathname: '/service/nope', language: 'en', fetchApi });
    expect(missing?.status).toBe(404);
    expect(missing?.html).toContain('Service not found');
    expect((await renderPage({ pathname: '/services/gone/x', language: 'en', fetchApi }))?.status).toBe(404);
  });

  it('fails, rather than render a broken page, when the API cannot answer', async () => {
    const { fetchApi } = serverAnswers();
    await expect(renderPage({ pathname: '/service/down', language: 'en', fetchApi })).rejects.toThrow();
  });

  it('renders only the catalogue pages', () => {
    expect(['/', '/services/s1/x', '/service/a1', '/service/a1/s1'].every(rendersPage)).toBe(true);
    expect(['/checkout', '/about', '/auth', '/admin', '/service'].some(rendersPage)).toBe(false);
  });
});
