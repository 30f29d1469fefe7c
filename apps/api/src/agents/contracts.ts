import type { ConsolidatedContractInfo, ContractType, contractSchema } from '@portal/api-contract';
import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { agentContracts, members } from '../db/schema';

const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED'] as const;
const PERIODS = ['D', 'W', 'H', 'M'] as const;

/** The contract schema's type (`Contract` is also the name of the endpoint table in the package index). */
type Contract = z.infer<typeof contractSchema>;

type ContractRow = typeof agentContracts.$inferSelect & { uplineAccount: string; downlineAccount: string };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function toContract(row: ContractRow): Contract {
  return {
    contractId: row.id,
    contractType: row.contractType as ContractType,
    uplineAccount: row.uplineAccount,
    downlineAccount: row.downlineAccount,
    status: oneOf(CONTRACT_STATUSES, row.status) ?? 'PENDING',
    period: oneOf(PERIODS, row.period),
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

/** Contracts where `memberId` is the downline, as the contract popup reads them. */
export async function consolidatedContractsOf(db: Db, memberId: number): Promise<ConsolidatedContractInfo> {
  const upline = alias(members, 'upline');
  const downline = alias(members, 'downline');
  const rows: ContractRow[] = (
    await db
      .select({ contract: agentContracts, uplineAccount: upline.account, downlineAccount: downline.account })
      .from(agentContracts)
      .innerJoin(upline, eq(upline.id, agentContracts.uplineMemberId))
      .innerJoin(downline, eq(downline.id, agentContracts.downlineMemberId))
      .where(eq(agentContracts.downlineMemberId, memberId))
      .orderBy(desc(agentContracts.updatedAt))
  ).map((row) => ({
    ...row.contract,
    uplineAccount: row.uplineAccount,
    downlineAccount: row.downlineAccount,
  }));

  const infoFor = (type: ContractType) => {
    const ofType = rows.filter((row) => row.contractType === type);
    const current =
      ofType.find((row) => row.status === 'ACTIVE' || row.status === 'TERMINATION_REQUESTED') ?? null;
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
