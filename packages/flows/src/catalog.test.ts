import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@portal/machines';

/** `withdrawalConfirmation` → `WithdrawalConfirmation`: each flow folder is named like its machine. */
const folderOf = (machineName: string) => machineName.charAt(0).toUpperCase() + machineName.slice(1);

describe('machine stories', () => {
  it.each(Object.entries(machineCatalog))(
    '%s has an Overview and one story per described UI state',
    (name, { describe: meta }) => {
      const folder = folderOf(name);
      const source = readFileSync(join(import.meta.dirname, folder, `${folder}.stories.tsx`), 'utf8');
      expect(source).toContain(`title: 'Machines/${folder}'`);
      expect(source).toMatch(/export const Overview: Story/);
      const rendered = [...source.matchAll(/story\('([A-Za-z]+)'[,)]/g)].map((match) => match[1]);
      expect(new Set(rendered)).toEqual(new Set(Object.keys(meta.uiStates)));
      expect(rendered).toHaveLength(new Set(rendered).size);
    },
  );
});
