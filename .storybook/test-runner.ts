import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import {
  axeViolations,
  rulesOffWithoutReason,
  svgsBreakingIconRule,
  type AxeRuleSwitch,
} from '../visual-tests/checks.ts';

/**
 * `npm run test:storybook`: every story's play function, the icon rule and axe (WCAG 2.2 AA) in
 * the default brand, without screenshots — a quicker check while writing stories. The test
 * command's story stage (visual-tests/stories.visual.ts) runs the same checks and the shots.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const rules = (storyContext.parameters?.a11y?.config?.rules ?? []) as AxeRuleSwitch[];
    const unexplained = rulesOffWithoutReason(rules);
    if (unexplained.length > 0) {
      throw new Error(`${context.id} disables a11y rules without a reason: ${unexplained.join(', ')}`);
    }
    const iconOffenders = await svgsBreakingIconRule(page, '#storybook-root');
    if (iconOffenders.length > 0) {
      throw new Error(
        `${context.id} has svgs that are neither named nor hidden:\n${iconOffenders.join('\n')}`,
      );
    }
    // The a11y addon's automatic pass is off under automation (preview.tsx), so this is the only axe run.
    const violations = await axeViolations(page, { context: '#storybook-root', rules });
    if (violations.length > 0) throw new Error(`${context.id} fails axe:\n${violations.join('\n')}`);
  },
};

export default config;
