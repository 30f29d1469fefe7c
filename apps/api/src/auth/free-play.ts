import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@portal/api-contract';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { members } from '../db/schema';
import { ApiError } from '../errors';
import { DEMO_CURRENCY, ensureAccount, post } from '../ledger/ledger';
import { memberByAccount, TRIAL_TYPE } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { audit } from './audit';
import { openSession } from './login';

async function uniqueTrialAccount(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const account = `trial${randomBytes(5).toString('hex')}`;
    if (!(await memberByAccount(db, merchantId, account))) return account;
  }
}

/** Books the white label's demo credit into a trial wallet (demo currency, never money). */
async function trialCredit(tx: Db, merchant: Merchant, memberId: number, now: Date): Promise<void> {
  const house = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'demo_house', currency: DEMO_CURRENCY },
    now,
  );
  const wallet = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId, kind: 'demo_player', currency: DEMO_CURRENCY },
    now,
  );
  await post(tx, {
    merchantId: merchant.id,
    memberId,
    kind: 'demo_credit',
    details: { reason: 'free play credit' },
    legs: [
      { accountId: house.id, amount: -merchant.settings.trialCredit },
      { accountId: wallet.id, amount: merchant.settings.trialCredit },
    ],
    at: now,
  });
}

/** "Free play": a fresh trial account (type 4) with demo credit, logged in at once. */
export async function freePlayLogin(
  app: AppContext,
  merchant: Merchant,
  ip: string,
  now: Date,
): Promise<LoginResponse> {
  if (!merchant.flags.FREEPLAY3) throw new ApiError('OPERATION_NOT_ALLOWED');
  const account = await uniqueTrialAccount(app.database.db, merchant.id);
  return app.database.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account,
        accountKey: account,
        nickname: 'Guest',
        type: TRIAL_TYPE,
        registerIp: ip,
        createdAt: now,
      })
      .returning();
    if (!member) throw new Error('trial account was not created');
    await trialCredit(tx, merchant, member.id, now);
    await audit(tx, {
      event: 'login.free_play',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
    });
    return openSession(tx, app, {
      merchant,
      member,
      method: 'freeplay',
      area: 'member',
      mustChangePassword: false,
      ip,
      now,
    });
  });
}
