import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TOASTS_WITHOUT_TRANSITIONS =
  '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; animation: none !important; }';

/** Fails on serious or critical accessibility violations of the current page (WCAG 2.x A/AA). */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
) {
  // A toast fading in or out, or out of the stack's front, has too little contrast for a moment, and its
  // timer may run out while axe reads the page. Without transitions (sonner's own rule for reduced
  // motion, applied to the toasts alone) each toast is either fully shown or hidden (opacity 0: axe skips it).
  const toastsWithoutTransitions = await page.addStyleTag({ content: TOASTS_WITHOUT_TRANSITIONS });
  try {
    // Judge the page once no finite animation or transition runs (spinners run forever: ignored).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      'serious or critical axe violations',
    ).toEqual([]);
  } finally {
    await toastsWithoutTransitions.evaluate((style) => (style as Element).remove());
  }
}
