// Accessibility check shared by the browser journeys: axe-core (a web dev dependency) injected
// into the page, reporting only what blocks people: serious and critical WCAG 2 A/AA findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../web/package.json', import.meta.url));
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical WCAG 2 A/AA violations as "rule: targets" lines (empty when none).
 * `scope` 'content' checks the page's main content only (#content), 'page' the whole document.
 */
export async function axeViolations(page, scope = 'page') {
  // Evaluated through the DevTools protocol, not as an inline <script>: the pages run under
  // script-src 'self' (decision 0019), which blocks an added inline script (and browser.mjs fails
  // a journey on any violation).
  // Contrast is measured on what is painted: a panel still sliding in (opacity from 0) reads as
  // faint text. Wait for running animations first (CI caught one mid-way on a busy machine);
  // endless ones (spinners) never finish and carry no text; a cancelled one (its element left
  // the page) rejects, which is as good as finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE);
  const result = await page.evaluate(
    async (onlyContent) =>
      axe.run((onlyContent && document.querySelector('#content')) || document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      }),
    scope === 'content',
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
