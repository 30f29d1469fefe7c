import { deviceOf } from '@portal/api-contract';
import type { Db } from '../db/database';
import { escapeXml } from '../games/art';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { sendMemberMessage } from '../messages/messages';

/** A platform message telling the member of a login from an IP their account had not used. */
export async function sendLoginAlert(
  tx: Db,
  merchant: Merchant,
  member: MemberRow,
  login: { ip: string; userAgent?: string | undefined; now: Date },
): Promise<void> {
  if (!merchant.settings.accountSecurity.loginAlerts) return;
  const device = deviceOf(login.userAgent);
  const named = [device.browser, device.os].filter(Boolean).join(' on ') || 'an unknown device';
  await sendMemberMessage(tx, member.id, {
    category: 'SYSTEM',
    title: 'New login to your account',
    content: `<p>Your ${merchant.name} account was logged in to from a new location: IP ${escapeXml(login.ip)}, ${escapeXml(named)}, at ${login.now.toISOString().replace('T', ' ').slice(0, 16)} UTC.</p><p>If this was not you, change your password now and sign out the other sessions in the security centre.</p>`,
    now: login.now,
  });
}
