import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** An axe scan of the page as it is now: no serious or critical violation may remain. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
