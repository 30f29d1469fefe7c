import { describe, expect, it } from 'vitest';
import { agentPages } from '../../agentPages';
import { contractPages } from './DownlineManagementPage';

describe("a downline's contracts link", () => {
  it('opens a salary page of the registry, offered under the same feature', () => {
    for (const { feature, page } of contractPages)
      expect(agentPages.find((entry) => entry.page === page)?.feature, page).toBe(feature);
  });
});
