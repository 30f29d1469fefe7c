import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { axeTags } from '../.storybook/axeTags.ts';

/** An axe rule a story switches off: `parameters.a11y.config.rules`, the reason beside it. */
export interface AxeRuleSwitch {
  id: string;
  enabled: boolean;
  reason?: string;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: { run: (context: string | Document, options: object) => Promise<AxeResults> };
}

/**
 * Draws the parts the browser skips until they near the viewport (content-visibility: auto) as
 * they are drawn there, with the same containment, and returns the undo. axe reads colours from
 * the layout, which a skipped part does not have (it then measures text against white), and a shot
 * of a region taller than the window would show such a part blank.
 */
export async function drawSkippedParts(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.dataset.drawnForChecks = '';
        element.style.contentVisibility = 'visible';
        element.style.contain = 'layout style paint';
      }
  });
  return () =>
    page.evaluate(() => {
      for (const element of document.body.querySelectorAll<HTMLElement>('[data-drawn-for-checks]')) {
        element.style.removeProperty('content-visibility');
        element.style.removeProperty('contain');
        delete element.dataset.drawnForChecks;
      }
    });
}

/**
 * axe's WCAG 2.2 AA violations in `context` (a selector, or the whole document), one line each.
 * axe is injected once per page load, not per check: injecting costs more than checking. It is
 * evaluated through the browser's debugger protocol, which a page's CSP (script-src 'self') allows.
 */
export async function axeViolations(
  page: Page,
  {
    context,
    rules = [],
    iframes = true,
  }: { context?: string; rules?: readonly AxeRuleSwitch[]; iframes?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  const undraw = await drawSkippedParts(page);
  const results = await page
    .evaluate(
      ({ tags, context, rules, iframes }) =>
        (window as AxeWindow).axe!.run(context ?? document, {
          // `runOnly` re-enables every rule of its tags, so a story's switches go in as rules too.
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(rules.map(({ id, enabled }) => [id, { enabled }])),
          iframes,
          // Only violations are read: passes are then not collected node by node (a centre page's
          // results shrink from about 700 KB to 40 KB).
          resultTypes: ['violations'],
        }),
      { tags: axeTags, context, rules: rules.map(({ id, enabled }) => ({ id, enabled })), iframes },
    )
    .finally(undraw);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * The icon rule, which axe does not check (IBM Equal Access does): every svg under `root` is a
 * named image (role img with a name) or decorative, `aria-hidden="true"` and `focusable="false"`.
 * Same rule as packages/ui/src/test/iconRule.ts, run in the page. Returns the offenders' markup.
 */
export function svgsBreakingIconRule(page: Page, root: string): Promise<string[]> {
  return page.evaluate(
    (root) =>
      Array.from(document.querySelectorAll(`${root} svg`))
        .filter((svg) => {
          const named =
            svg.getAttribute('role') === 'img' &&
            Boolean(svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'));
          const decorative =
            svg.getAttribute('aria-hidden') === 'true' && svg.getAttribute('focusable') === 'false';
          return !named && !decorative;
        })
        .map((svg) => svg.outerHTML.slice(0, 120)),
    root,
  );
}

/** A story may switch an axe rule off only with a written reason. */
export function rulesOffWithoutReason(rules: readonly AxeRuleSwitch[]): string[] {
  return rules.filter((rule) => !rule.enabled && !rule.reason?.trim()).map((rule) => rule.id);
}
