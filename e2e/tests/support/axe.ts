import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Headless UI's focus guards: the hidden buttons beside an open popover (the date picker's) that take focus only to
 * pass it on at once. axe reads them as `aria-hidden-focus`; the library's and axe-core's maintainers count them as a
 * false positive (docs/decisions.md, "axe and the popovers' focus guards"). Nothing else is left out.
 */
const FOCUS_GUARDS = '[data-headlessui-focus-guard]';

/** The page's serious and critical axe findings as it is now, one line each (rule, impact, the elements). Expect `[]`. */
export async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude(FOCUS_GUARDS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
