import { checkedPageStates } from './test';

/** The suite's global teardown: how many distinct page states passed axe in this run. */
export default function axeSummary(): void {
  console.log(`axe: ${checkedPageStates().length} page state(s) passed WCAG 2.2 AA`);
}
