import axe from 'axe-core';
import { type Page, expect } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe scan of the page as it is now: no serious or critical violation may remain.
 * axe-core's 1.3 MB source is put in each document once (AxeBuilder evaluates it again on every scan, which made a
 * scan cost about a second of CPU), and only violations are computed, not the passes nobody reads.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations.map(
        ({ id, help, impact, nodes }) => ({ id, help, impact, targets: nodes.map((node) => node.target.join(' ')) }),
      ),
    TAGS,
  );
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
