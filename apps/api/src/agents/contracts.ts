import type {
  AgentContract,
  ConsolidatedContractInfo,
  ContractActionRequest,
  contract,
  ContractStatus,
  ContractType,
  FieldIssue,
  ParsedBodyOf,
  ParsedQueryOf,
  PeriodCode,
} from '@portal/api-contract';
import { contractStatuses, contractTypes, periodCodes } from '@portal/api-contract';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { audit } from '../auth/audit';
import type { Db } from '../db/database';
import { agentContracts, members, type ContractTierJson } from '../db/schema';
import { ApiError } from '../errors';
import { isUuid } from '../members/images';
import { memberByAccount, type MemberRow } from '../members/members';
import { sendMemberMessage } from '../messages/messages';
import type { Merchant } from '../merchants/merchants';
import { requireAgent } from './tree';

/*
 * Salary and dividend contracts between an agent (the upline) and one of its direct downlines
 * (SPEC §3, §4). The four process* calls carry the same actions; the call names the contract type.
 *
 * | status now            | action              | who            | status after          |
 * | --------------------- | ------------------- | -------------- | --------------------- |
 * | (none pending)        | NEW                 | upline (agent) | PENDING               |
 * | PENDING               | ACCEPT              | downline       | ACTIVE ¹ ²            |
 * | PENDING               | REJECT              | downline       | REJECTED              |
 * | PENDING               | TERMINATE           | upline         | TERMINATED (withdrawn)|
 * | ACTIVE                | REQUEST_TERMINATION | either party   | TERMINATION_REQUESTED |
 * | TERMINATION_REQUESTED | ACCEPT              | the other one  | TERMINATED ³          |
 * | TERMINATION_REQUESTED | REJECT              | the other one  | ACTIVE                |
 * | ACTIVE, TERM._REQ.    | TERMINATE           | upline         | TERMINATED ³          |
 *
 * Anything else is OPERATION_NOT_ALLOWED; a contract the caller is not party to, or of another type
 * than the call's, is NOT_FOUND. REJECTED and TERMINATED are final.
 * ¹ Accepting a new contract ends the contract of that type the downline held until then (a NEW
 *   while one is in force is a change of terms), in the same transaction.
 * ² SPEC §4: accepting a contract whose rate is lower than one the downline itself gave (or offered)
 *   its own downlines terminates those downline contracts (and, by ³, those below them), in the same
 *   transaction; the answer lists them in `autoTerminatedContractIds`.
 * ³ A contract in force that ends (TERMINATED, by either party or by ² above it) leaves its downline with
 *   no contract of the type, so every contract that downline gave or offered ends too, and so on
 *   down the tree, in the same transaction (`endContractsBelow`); the answer lists them as in ².
 *   Each one ended this way is audited with its cause and both its parties get a message (and, as
 *   for every status change, a realtime `contract` frame from the table's trigger). So a downline's
 *   rate of a type never exceeds its upline's, and only top-level agents give without holding one.
 *
 * A contract's rate, for the caps and the conflict rule, is its highest tier rate. An agent offers at
 * most its own rate of that type (the rate-differential model of ADR 0005: the upline keeps the
 * difference); a top-level agent, which holds no contract, at most the platform ceiling below; an
 * agent below the top without a contract of the type offers none. Periods: daily salary D, hourly
 * and real-time salaries none, dividends D, W, H or M.
 *
 * Only agents offer contracts and use the agent centre, but a plain member can be offered one, and
 * answers it through the same calls (the member contract popup, SPEC §6): so the process* calls
 * refuse non-agents only for NEW.
 */

/** Highest rate, in basis points, a top-level agent may give (a back office would set it per brand). */
export const TOP_AGENT_RATE_CEILING_BPS: Readonly<Record<ContractType, number>> = {
  DAILY_SALARY: 200,
  HOURLY_SALARY: 200,
  REAL_TIME_SALARY: 200,
  DIVIDEND: 5_000,
};

/** Statuses in which a contract earns: it was accepted and is not ended yet. */
export const IN_FORCE_STATUSES = ['ACTIVE', 'TERMINATION_REQUESTED'] as const;
const OPEN_STATUSES = ['PENDING', ...IN_FORCE_STATUSES] as const;

export type ContractRow = typeof agentContracts.$inferSelect;
type ContractWithAccounts = ContractRow & { uplineAccount: string; downlineAccount: string };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A contract's rate for caps and conflicts: its best tier. */
export function topRateBps(tiers: readonly ContractTierJson[]): number {
  return Math.max(0, ...tiers.map((tier) => tier.rateBasisPoints));
}

export function toContract(row: ContractWithAccounts): AgentContract {
  return {
    contractId: row.id,
    contractType: oneOf(contractTypes, row.contractType) ?? 'DAILY_SALARY',
    uplineAccount: row.uplineAccount,
    downlineAccount: row.downlineAccount,
    status: oneOf(contractStatuses, row.status) ?? 'PENDING',
    period: oneOf(periodCodes, row.period),
    tiers: row.tiers.map((tier) => ({
      rate: tier.rateBasisPoints / 100,
      validBetAmount: tier.validBetAmount,
      activeMembers: tier.activeMembers,
      periodProfitLoss: tier.periodProfitLoss,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function contractsWithAccounts(db: Db, where: SQL | undefined): Promise<ContractWithAccounts[]> {
  const upline = alias(members, 'upline');
  const downline = alias(members, 'downline');
  const rows = await db
    .select({ contract: agentContracts, uplineAccount: upline.account, downlineAccount: downline.account })
    .from(agentContracts)
    .innerJoin(upline, eq(upline.id, agentContracts.uplineMemberId))
    .innerJoin(downline, eq(downline.id, agentContracts.downlineMemberId))
    .where(where)
    .orderBy(desc(agentContracts.updatedAt), desc(agentContracts.createdAt));
  return rows.map((row) => ({
    ...row.contract,
    uplineAccount: row.uplineAccount,
    downlineAccount: row.downlineAccount,
  }));
}

async function contractById(db: Db, id: string): Promise<AgentContract> {
  const [row] = await contractsWithAccounts(db, eq(agentContracts.id, id));
  if (!row) throw new Error(`contract ${id} vanished`);
  return toContract(row);
}

/** `agent.contracts`: one type's contracts with the agent's uplines (role upline), downlines, or both. */
export async function contractsOf(
  db: Db,
  agent: MemberRow,
  query: ParsedQueryOf<typeof contract.agent.contracts>,
): Promise<AgentContract[]> {
  requireAgent(agent);
  const side =
    query.role === 'upline'
      ? eq(agentContracts.downlineMemberId, agent.id)
      : query.role === 'downline'
        ? eq(agentContracts.uplineMemberId, agent.id)
        : or(eq(agentContracts.downlineMemberId, agent.id), eq(agentContracts.uplineMemberId, agent.id));
  const rows = await contractsWithAccounts(
    db,
    and(
      eq(agentContracts.contractType, query.contractType),
      side,
      query.status ? eq(agentContracts.status, query.status) : undefined,
    ),
  );
  return rows.map(toContract);
}

/** The contract of `type` that `memberId` holds as downline and that earns now, if any. */
async function inForceContractOf(tx: Db, memberId: number, type: ContractType): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineMemberId, memberId),
        eq(agentContracts.contractType, type),
        inArray(agentContracts.status, [...IN_FORCE_STATUSES]),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The highest rate `offerer` may give a downline for `type`, or null when it may give none. */
async function rateCeilingOf(tx: Db, offerer: MemberRow, type: ContractType): Promise<number | null> {
  const own = await inForceContractOf(tx, offerer.id, type);
  if (own) return topRateBps(own.tiers);
  return offerer.parentId === null ? TOP_AGENT_RATE_CEILING_BPS[type] : null;
}

function featureOn(merchant: Merchant, type: ContractType): boolean {
  const features = merchant.settings.features;
  const on: Record<ContractType, boolean> = {
    DAILY_SALARY: features.dailySalary,
    HOURLY_SALARY: features.hourlySalary,
    REAL_TIME_SALARY: features.realTimeSalary,
    DIVIDEND: features.dividend,
  };
  return merchant.flags.AGENTPOLICY3 && on[type];
}

type NewRequest = Extract<ContractActionRequest, { action: 'NEW' }>;

/** The offered tiers in basis points, or the field issues that refuse them. */
function checkOffer(
  type: ContractType,
  request: NewRequest,
  ceilingBps: number,
): { issues: FieldIssue[]; period: PeriodCode | null; tiers: ContractTierJson[] } {
  const issues: FieldIssue[] = [];
  const period = request.period;
  if (type === 'DAILY_SALARY' && period !== 'D')
    issues.push({ path: 'period', code: period === null ? 'selectRequired' : 'invalid' });
  if ((type === 'HOURLY_SALARY' || type === 'REAL_TIME_SALARY') && period !== null)
    issues.push({ path: 'period', code: 'invalid' });
  if (type === 'DIVIDEND' && period === null) issues.push({ path: 'period', code: 'selectRequired' });

  const tiers = request.tiers.map((tier, index) => {
    const rateBasisPoints = Math.round(tier.rate * 100);
    // Rates are kept in whole basis points: 1.25 % is fine, 1.255 % is not.
    if (rateBasisPoints <= 0 || Math.abs(tier.rate * 100 - rateBasisPoints) > 1e-6)
      issues.push({ path: `tiers.${index}.rate`, code: 'invalid' });
    else if (rateBasisPoints > ceilingBps)
      issues.push({ path: `tiers.${index}.rate`, code: 'amountTooLarge', params: { max: ceilingBps / 100 } });
    return {
      rateBasisPoints,
      validBetAmount: tier.validBetAmount,
      activeMembers: tier.activeMembers,
      periodProfitLoss: tier.periodProfitLoss,
    };
  });
  return { issues, period, tiers };
}

export interface ContractActionResult {
  contract: AgentContract;
  autoTerminatedContractIds: string[];
}

/**
 * One process* call: `type` is the call's contract type. Runs in the caller's transaction; the
 * contract rows it reads are locked, and the partial unique indexes (one pending request, one
 * contract in force per downline and type) refuse what a racing request slipped past the checks.
 */
export async function processContract(
  tx: Db,
  merchant: Merchant,
  caller: MemberRow,
  type: ContractType,
  request: ParsedBodyOf<typeof contract.agent.processDailySalary>,
  now: Date,
): Promise<ContractActionResult> {
  if (request.action === 'NEW') return offerContract(tx, merchant, caller, type, request, now);

  // The id column is a uuid: a malformed id names no contract, and must not reach the database.
  if (!isUuid(request.contractId)) throw new ApiError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.id, request.contractId),
        eq(agentContracts.merchantId, merchant.id),
        eq(agentContracts.contractType, type),
      ),
    )
    .for('update');
  const isUpline = row?.uplineMemberId === caller.id;
  const isDownline = row?.downlineMemberId === caller.id;
  if (!row || (!isUpline && !isDownline)) throw new ApiError('NOT_FOUND');
  const otherParty = row.requestedByMemberId !== caller.id;

  let next: { status: ContractStatus; requestedBy?: number; activated?: boolean; ended?: boolean } | null =
    null;
  let autoTerminated: string[] = [];
  switch (request.action) {
    case 'ACCEPT':
      if (row.status === 'PENDING' && isDownline) {
        if (!featureOn(merchant, type)) throw new ApiError('OPERATION_NOT_ALLOWED');
        autoTerminated = await acceptOffer(tx, merchant, caller, row, now);
        next = { status: 'ACTIVE', activated: true };
      } else if (row.status === 'TERMINATION_REQUESTED' && otherParty) {
        next = { status: 'TERMINATED', ended: true };
      }
      break;
    case 'REJECT':
      if (row.status === 'PENDING' && isDownline) next = { status: 'REJECTED', ended: true };
      else if (row.status === 'TERMINATION_REQUESTED' && otherParty) next = { status: 'ACTIVE' };
      break;
    case 'REQUEST_TERMINATION':
      if (row.status === 'ACTIVE') next = { status: 'TERMINATION_REQUESTED', requestedBy: caller.id };
      break;
    case 'TERMINATE':
      if (
        isUpline &&
        (row.status === 'PENDING' || row.status === 'ACTIVE' || row.status === 'TERMINATION_REQUESTED')
      )
        next = { status: 'TERMINATED', ended: true };
      break;
  }
  if (!next) throw new ApiError('OPERATION_NOT_ALLOWED');

  await tx
    .update(agentContracts)
    .set({
      status: next.status,
      ...(next.requestedBy !== undefined ? { requestedByMemberId: next.requestedBy } : {}),
      ...(next.activated ? { activatedAt: now } : {}),
      // Where its earnings stop (ADR 0005); a rejected or withdrawn offer never earned.
      ...(next.ended ? { endedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(agentContracts.id, row.id));
  // An agent left without a contract of this type can keep none below it.
  if (next.ended && (IN_FORCE_STATUSES as readonly string[]).includes(row.status)) {
    autoTerminated = await endContractsBelow(tx, merchant, caller, row.downlineMemberId, type, null, now, {
      contractId: row.id,
      reason: 'UPLINE_CONTRACT_ENDED',
    });
  }
  await audit(tx, {
    event: 'agent.contract',
    at: now,
    merchantId: merchant.id,
    memberId: caller.id,
    details: {
      contractId: row.id,
      contractType: type,
      action: request.action,
      from: row.status,
      to: next.status,
      autoTerminated,
    },
  });
  return { contract: await contractById(tx, row.id), autoTerminatedContractIds: autoTerminated };
}

async function offerContract(
  tx: Db,
  merchant: Merchant,
  upline: MemberRow,
  type: ContractType,
  request: NewRequest,
  now: Date,
): Promise<ContractActionResult> {
  requireAgent(upline);
  if (!featureOn(merchant, type)) throw new ApiError('OPERATION_NOT_ALLOWED');
  const downline = await memberByAccount(tx, merchant.id, request.downlineAccount);
  if (!downline || downline.parentId !== upline.id || downline.status !== 'active')
    throw new ApiError('ACCOUNT_NOT_FOUND');
  const ceiling = await rateCeilingOf(tx, upline, type);
  if (ceiling === null) throw new ApiError('OPERATION_NOT_ALLOWED');
  const offer = checkOffer(type, request, ceiling);
  if (offer.issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues: offer.issues });

  const id = randomUUID();
  const inserted = await tx
    .insert(agentContracts)
    .values({
      id,
      merchantId: merchant.id,
      contractType: type,
      uplineMemberId: upline.id,
      downlineMemberId: downline.id,
      status: 'PENDING',
      requestedByMemberId: upline.id,
      period: offer.period,
      tiers: offer.tiers,
      createdAt: now,
      updatedAt: now,
    })
    // The partial unique index: a request of this type already waits for this downline's answer.
    .onConflictDoNothing()
    .returning({ id: agentContracts.id });
  if (inserted.length === 0) throw new ApiError('OPERATION_NOT_ALLOWED');
  await audit(tx, {
    event: 'agent.contract',
    at: now,
    merchantId: merchant.id,
    memberId: upline.id,
    details: { contractId: id, contractType: type, action: 'NEW', to: 'PENDING', downline: downline.id },
  });
  return { contract: await contractById(tx, id), autoTerminatedContractIds: [] };
}

/**
 * The downline accepts an offer: the offer must still fit under the upline's own rate; the contract
 * it replaces ends; and every contract the downline gave or offered its own downlines at a higher
 * rate ends too (SPEC §4). Returns the ids of the latter.
 */
async function acceptOffer(
  tx: Db,
  merchant: Merchant,
  downline: MemberRow,
  offer: ContractRow,
  now: Date,
): Promise<string[]> {
  const type = offer.contractType as ContractType;
  const [upline] = await tx.select().from(members).where(eq(members.id, offer.uplineMemberId));
  const ceiling = upline ? await rateCeilingOf(tx, upline, type) : null;
  const rate = topRateBps(offer.tiers);
  if (ceiling === null || rate > ceiling) throw new ApiError('OPERATION_NOT_ALLOWED');

  const replaced = await inForceContractOf(tx, downline.id, type);
  if (replaced) {
    await tx
      .update(agentContracts)
      .set({ status: 'TERMINATED', endedAt: now, updatedAt: now })
      .where(eq(agentContracts.id, replaced.id));
  }
  return endContractsBelow(tx, merchant, downline, downline.id, type, rate, now, {
    contractId: offer.id,
    reason: 'UPLINE_RATE_LOWERED',
  });
}

/** Why a contract was ended by a change above it, for its audit entry and its parties' message. */
interface CascadeCause {
  /** The contract whose change ended this one (the one that ended or was accepted above). */
  contractId: string;
  reason: 'UPLINE_CONTRACT_ENDED' | 'UPLINE_RATE_LOWERED';
}

const CONTRACT_TYPE_NAMES: Readonly<Record<ContractType, string>> = {
  DAILY_SALARY: 'daily salary',
  HOURLY_SALARY: 'hourly salary',
  REAL_TIME_SALARY: 'real-time salary',
  DIVIDEND: 'dividend',
};

/**
 * Keeps the chain below `agentId` within what it now holds of `type`: `maxRateBps` its new rate, or
 * null when it holds no contract of the type any more. Every contract it gave or offered above that
 * ends, and a downline left without a contract in force loses its own downlines' contracts in turn,
 * down the tree; all in the caller's transaction, so settlement never sees a downline earning more
 * than its upline. A top-level agent holds no contract and offers under the platform ceiling, so
 * losing nothing it never had, it is never the start of this. Returns the ended contracts' ids.
 */
async function endContractsBelow(
  tx: Db,
  merchant: Merchant,
  actor: MemberRow,
  agentId: number,
  type: ContractType,
  maxRateBps: number | null,
  now: Date,
  cause: CascadeCause,
): Promise<string[]> {
  const given = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineMemberId, agentId),
        eq(agentContracts.contractType, type),
        inArray(agentContracts.status, [...OPEN_STATUSES]),
      ),
    )
    .for('update');
  const ending = given.filter((row) => maxRateBps === null || topRateBps(row.tiers) > maxRateBps);
  if (ending.length === 0) return [];
  await tx
    .update(agentContracts)
    .set({ status: 'TERMINATED', endedAt: now, updatedAt: now })
    .where(
      inArray(
        agentContracts.id,
        ending.map((row) => row.id),
      ),
    );

  const ended: string[] = [];
  for (const row of ending) {
    ended.push(row.id);
    await audit(tx, {
      event: 'agent.contract',
      at: now,
      merchantId: merchant.id,
      memberId: actor.id,
      details: {
        contractId: row.id,
        contractType: type,
        action: 'CASCADE_TERMINATE',
        from: row.status,
        to: 'TERMINATED',
        reason: cause.reason,
        causeContractId: cause.contractId,
      },
    });
    const wasInForce = (IN_FORCE_STATUSES as readonly string[]).includes(row.status);
    const name = CONTRACT_TYPE_NAMES[type];
    const why =
      cause.reason === 'UPLINE_RATE_LOWERED'
        ? `its rate was above the ${name} rate your upline now holds`
        : `the ${name} contract above it ended`;
    for (const party of [row.uplineMemberId, row.downlineMemberId]) {
      await sendMemberMessage(tx, party, {
        category: 'AGENT',
        title: wasInForce ? `Your ${name} contract ended` : `A ${name} contract offer was withdrawn`,
        content: `The ${name} contract ${row.id} was ended automatically because ${why}.`,
        now,
      });
    }
    if (wasInForce) {
      ended.push(
        ...(await endContractsBelow(tx, merchant, actor, row.downlineMemberId, type, null, now, {
          contractId: row.id,
          reason: 'UPLINE_CONTRACT_ENDED',
        })),
      );
    }
  }
  return ended;
}

/** Contracts where `memberId` is the downline, as the contract popup reads them (member.consolidated). */
export async function consolidatedContractsOf(db: Db, memberId: number): Promise<ConsolidatedContractInfo> {
  const rows = await contractsWithAccounts(db, eq(agentContracts.downlineMemberId, memberId));
  const infoFor = (type: ContractType) => {
    const ofType = rows.filter((row) => row.contractType === type);
    const current =
      ofType.find((row) => (IN_FORCE_STATUSES as readonly string[]).includes(row.status)) ?? null;
    const pending =
      ofType.find(
        (row) =>
          (row.status === 'PENDING' || row.status === 'TERMINATION_REQUESTED') &&
          row.requestedByMemberId !== memberId,
      ) ?? null;
    const requestType: 0 | 1 | 2 = pending === null ? 0 : pending.status === 'PENDING' ? 1 : 2;
    return {
      requestType,
      info: {
        contract: current ? toContract(current) : null,
        pendingRequest: pending ? toContract(pending) : null,
      },
    };
  };
  const daily = infoFor('DAILY_SALARY');
  const hourly = infoFor('HOURLY_SALARY');
  const dividend = infoFor('DIVIDEND');
  const realTime = infoFor('REAL_TIME_SALARY');
  return {
    dailysalreqtype: daily.requestType,
    divtypereq: dividend.requestType,
    contracthoursalreqeq: hourly.requestType,
    realtimesalreqtype: realTime.requestType,
    dailySalaryInfo: daily.info,
    hourlySalaryInfo: hourly.info,
    dividendInfo: dividend.info,
    realTimeSalaryInfo: realTime.info,
  };
}
