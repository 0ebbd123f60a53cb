import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (WCAG 2.x A/AA rules) and fails on any serious or critical violation, naming
 * each rule and the first elements it hit. Minor and moderate findings are left to review, not to CI.
 */
export const expectNoSeriousA11yViolations = async (page: Page, label = page.url()) => {
  // a toast or dialog still fading in is half transparent: axe would measure the contrast of a blend no one reads
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
};
