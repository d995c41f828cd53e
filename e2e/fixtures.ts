import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '.artifacts', 'screenshots');

type Fixtures = {
  /** Fails with the list of violations when axe-core finds any WCAG 2.1 A/AA problem on the page as it is. */
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * A full-page screenshot named after the viewport's project (desktop / mobile), to open and look at; of `target`
   * (another browser context's page) when given.
   */
  capture: (name: string, target?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Axe judges the page as it settles: a toast or drawer still fading in reads as low contrast. Endless
      // animations (spinners, skeleton pulses) never finish, so only finite ones are awaited.
      await target.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
      expect(summary, 'axe-core violations').toEqual([]);
    });
  },
  capture: async ({ page }, use, testInfo) => {
    await use(async (name, target = page) => {
      await target.screenshot({ path: path.join(artifacts, `${testInfo.project.name}-${name}.png`), fullPage: true });
    });
  },
});

export { expect };

/** The API as the tests see it: an envelope's results, in the language the page's browser asks for. */
export async function apiResults<T>(page: Page, apiPath: string): Promise<T> {
  const languages = await page.evaluate(() => navigator.languages.join(','));
  const response = await page.request.get(`/api/khidma/${apiPath}`, { headers: { 'accept-language': languages } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: T }).results;
}
