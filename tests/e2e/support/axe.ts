import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the current page (WCAG 2.x A/AA). */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // A toast that is still fading in has, for a moment, too little contrast: judge it once it is settled.
  const toasts = page.locator('[data-sonner-toast]');
  if (await toasts.count()) {
    await expect(toasts.last()).toHaveAttribute('data-mounted', 'true');
    await page.waitForTimeout(450);
  }
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical axe violations',
  ).toEqual([]);
}
