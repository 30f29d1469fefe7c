import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The icon rule, which axe does not check (IBM Equal Access does): every svg in a story is a
 * named image (role img with a name) or decorative, `aria-hidden="true"` and `focusable="false"`.
 * Same rule as packages/ui/src/test/iconRule.ts, inlined because it runs in the page.
 */
function svgsBreakingIconRule(): string[] {
  return Array.from(document.querySelectorAll('#storybook-root svg'))
    .filter((svg) => {
      const named =
        svg.getAttribute('role') === 'img' &&
        Boolean(svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'));
      const decorative =
        svg.getAttribute('aria-hidden') === 'true' && svg.getAttribute('focusable') === 'false';
      return !named && !decorative;
    })
    .map((svg) => svg.outerHTML.slice(0, 120));
}

/**
 * Every story: its play function runs (a failing expect fails the run), the icon rule holds, then
 * axe checks the rendered story against WCAG 2.2 AA. A story may disable a rule only with a written reason:
 * `parameters.a11y.config.rules: [{ id, enabled: false, reason }]`.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const rules = (storyContext.parameters?.a11y?.config?.rules ?? []) as {
      id: string;
      enabled: boolean;
      reason?: string;
    }[];
    const unexplained = rules.filter((rule) => !rule.enabled && !rule.reason);
    if (unexplained.length > 0) {
      throw new Error(
        `${context.id} disables a11y rules without a reason: ${unexplained.map((r) => r.id).join(', ')}`,
      );
    }
    const iconOffenders = await page.evaluate(svgsBreakingIconRule);
    if (iconOffenders.length > 0) {
      throw new Error(
        `${context.id} has svgs that are neither named nor hidden:\n${iconOffenders.join('\n')}`,
      );
    }
    await configureAxe(page, { rules: rules.map(({ id, enabled }) => ({ id, enabled })) });
    // The a11y addon's automatic pass is off under automation (preview.tsx), so this is the only axe run.
    await checkA11y(page, '#storybook-root', {
      // `runOnly` re-enables every rule of its tags, so the story's switches go in the run options too.
      axeOptions: {
        runOnly: { type: 'tag', values: axeTags },
        rules: Object.fromEntries(rules.map(({ id, enabled }) => [id, { enabled }])),
      },
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
    });
  },
};

export default config;
