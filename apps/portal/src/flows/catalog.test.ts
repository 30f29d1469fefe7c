import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog, type MachineName } from '@portal/machines';

/** Where each machine's stories live (folder and file share the name). */
const storyFolders: Record<MachineName, string> = {
  login: 'Login',
  registration: 'Registration',
  smsCountdown: 'SmsCountdown',
  changePassword: 'ChangePassword',
  forgotPassword: 'ForgotPassword',
  session: 'Session',
  systemStatus: 'SystemStatus',
  favoriteToggle: 'FavoriteToggle',
  feedback: 'Feedback',
  contract: 'Contract',
  withdrawalConfirmation: 'Withdrawal',
  announcementPopup: 'AnnouncementPopup',
};

describe('machine stories', () => {
  it.each(Object.entries(machineCatalog))(
    '%s has an Overview and one story per described UI state',
    (name, { describe: meta }) => {
      const folder = storyFolders[name as MachineName];
      const source = readFileSync(join(import.meta.dirname, folder, `${folder}.stories.tsx`), 'utf8');
      expect(source).toContain(`title: 'Machines/${folder}'`);
      expect(source).toMatch(/export const Overview: Story/);
      const rendered = [...source.matchAll(/story\('([A-Za-z]+)'[,)]/g)].map((match) => match[1]);
      expect(new Set(rendered)).toEqual(new Set(Object.keys(meta.uiStates)));
      expect(rendered).toHaveLength(new Set(rendered).size);
    },
  );
});
