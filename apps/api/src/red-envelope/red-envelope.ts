import type { contract, RedEnvelopeStatus, ResponseOf } from '@portal/api-contract';
import { and, count, eq } from 'drizzle-orm';
import { LOCAL_DAY_OFFSET_MS } from '../agents/periods';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { members, redEnvelopeConfigs, redEnvelopeOpenings } from '../db/schema';
import { ApiError } from '../errors';
import { payFromHouse } from '../funds/shared';
import { periodStartOf } from '../jobs/scheduler';
import type { Merchant } from '../merchants/merchants';
import type { MoneyTransaction } from '../wallet/wallets';

// The red envelope (SPEC §1, claimRafflePromotion): rounds start every `roundMinutes` from local
// midnight (GMT+8, like the report days of src/agents/periods.ts) and can be opened during their
// first `openMinutes`. A member opens at most `envelopesPerRound` a round; each pays a random whole
// number of minor units in the white label's [minAmount, maxAmount] from the house to the main
// wallet, as a `bonus` posting. The opening row's unique (member, round, envelope number) makes a
// second payment for the same envelope impossible, even from two instances at once.

type ConfigRow = typeof redEnvelopeConfigs.$inferSelect;

interface Round {
  start: Date;
  /** Opening closes here. */
  closes: Date;
  nextStart: Date;
}

function roundAt(config: ConfigRow, now: Date): Round {
  const roundMs = config.roundMinutes * 60_000;
  const start = periodStartOf({ periodMs: roundMs, offsetMs: LOCAL_DAY_OFFSET_MS }, now);
  return {
    start,
    closes: new Date(start.getTime() + config.openMinutes * 60_000),
    nextStart: new Date(start.getTime() + roundMs),
  };
}

async function configOf(db: Db, merchant: Merchant): Promise<ConfigRow | null> {
  const [row] = await db
    .select()
    .from(redEnvelopeConfigs)
    .where(eq(redEnvelopeConfigs.merchantId, merchant.id));
  return row?.enabled ? row : null;
}

async function openedInRound(db: Db, memberId: number, round: Round): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(redEnvelopeOpenings)
    .where(and(eq(redEnvelopeOpenings.memberId, memberId), eq(redEnvelopeOpenings.roundStart, round.start)));
  return row?.n ?? 0;
}

function statusOf(
  config: ConfigRow | null,
  round: Round | null,
  opened: number,
  now: Date,
): RedEnvelopeStatus {
  if (!config || !round) return { available: false, remaining: 0, nextRoundAt: null, roundEndsAt: null };
  const open = now < round.closes;
  const remaining = open ? Math.max(0, config.envelopesPerRound - opened) : 0;
  const available = remaining > 0;
  return {
    available,
    remaining,
    nextRoundAt: available ? null : round.nextStart.toISOString(),
    roundEndsAt: open ? round.closes.toISOString() : null,
  };
}

/** redEnvelope.status: whether the member can open one now, how many are left, when the next round starts. */
export async function redEnvelopeStatusOf(
  db: Db,
  session: AuthSession,
  merchant: Merchant,
  now: Date,
): Promise<RedEnvelopeStatus> {
  const config = await configOf(db, merchant);
  const round = config ? roundAt(config, now) : null;
  const opened = round ? await openedInRound(db, session.member.id, round) : 0;
  return statusOf(config, round, opened, now);
}

/** redEnvelope.open: draws the amount with `random` (a float in [0, 1)) and pays it. */
export async function openRedEnvelope(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  random: () => number,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.redEnvelope.open>> {
  return transaction(async (tx) => {
    const config = await configOf(tx, merchant);
    if (!config) throw new ApiError('OPERATION_NOT_ALLOWED');
    const round = roundAt(config, now);
    // One member's openings queue here, so the count below cannot be read twice before a write.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, session.member.id)).for('update');
    const opened = await openedInRound(tx, session.member.id, round);
    if (!statusOf(config, round, opened, now).available)
      throw new ApiError(
        opened >= config.envelopesPerRound ? 'RED_ENVELOPE_OPENED' : 'OPERATION_NOT_ALLOWED',
      );

    const amount = config.minAmount + Math.floor(random() * (config.maxAmount - config.minAmount + 1));
    const sequence = opened + 1;
    const paid = await payFromHouse(tx, merchant, session.member.id, {
      kind: 'bonus',
      reference: `red-envelope:${session.member.id}:${round.start.toISOString()}:${sequence}`,
      details: { source: 'red_envelope', roundStart: round.start.toISOString(), sequence },
      amount,
      at: now,
    });
    await tx.insert(redEnvelopeOpenings).values({
      merchantId: merchant.id,
      memberId: session.member.id,
      roundStart: round.start,
      sequence,
      amount,
      ledgerTransactionId: paid.transactionId,
      createdAt: now,
    });
    await audit(tx, {
      event: 'red_envelope.opened',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { roundStart: round.start.toISOString(), sequence, amount },
    });
    return {
      amount,
      balance: paid.balance,
      remaining: config.envelopesPerRound - sequence,
    };
  });
}
