import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The toasts on the page: whether each is mounted, leaving, and what it says. */
function toastState(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-sonner-toast]')]
      .map((toast) => `${toast.getAttribute('data-mounted')}|${toast.getAttribute('data-removed')}|${toast.textContent}`)
      .join('\n'),
  );
}

/** Fails on serious or critical accessibility violations of the current page (WCAG 2.x A/AA). */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  for (let attempt = 1; ; attempt++) {
    // A toast that is still fading in or out has, for a moment, too little contrast: judge the page once
    // every toast is mounted and no finite animation or transition runs (spinners run forever: ignored).
    await page.waitForFunction(() => {
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
      if (toasts.some((toast) => toast.getAttribute('data-mounted') !== 'true' || toast.getAttribute('data-removed') === 'true')) return false;
      return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
    });
    const toastsBefore = await toastState(page);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    // A toast's time ran out while axe was reading the page (it fades out from then on): judge again
    // once it has gone, since its contrast was measured mid-fade.
    if ((await toastState(page)) !== toastsBefore && attempt < 3) continue;
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      'serious or critical axe violations',
    ).toEqual([]);
    return;
  }
}
