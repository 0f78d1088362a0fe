import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any WCAG 2.x A/AA violation axe can find on the current page. */
export async function expectNoA11yViolations(page: Page) {
  // axe reads colours as painted: a snackbar or dialog half-way through its fade reports a contrast failure that no
  // one ever sees at rest. Wait (up to 3 s) for finite CSS animations and transitions to finish; spinners run forever.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // A client-side navigation (a list writing its search into the address, say) re-renders the page's metadata, and for
  // a moment during it the document can have no <title>: axe checks the settled page, so wait (up to 3 s) for one. A
  // page that never gets a title still fails below.
  await page.waitForFunction(() => document.title !== '', null, { timeout: 3_000 }).catch(() => undefined);
  // Legacy mode runs axe.run() in the page itself. The default instead runs each frame's part, then opens a blank page
  // to merge them and injects axe again there: 0.6 s more per scan at 390 px on two cores (5 public pages: 7.2-8.1 s
  // against 4.6-5.0 s), same rules. It skips cross-origin frames; our only one is OpenStreetMap's map, not ours to fix.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}
