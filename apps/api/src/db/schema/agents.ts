import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { ledgerTransactions } from './ledger';
import { memberRef } from './members';
import { merchantRef } from './whiteLabels';

// Agents: salary and dividend contracts and what their settlements paid (src/agents/, ADR 0005)

/**
 * Salary and dividend contracts between an upline agent and a direct downline (SPEC §3, §4). A row
 * never changes its terms: a new request is a new row, and accepting it ends the one it replaces.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    /** DAILY_SALARY | HOURLY_SALARY | REAL_TIME_SALARY | DIVIDEND */
    contractType: text('contract_type').notNull(),
    uplineMemberId: memberRef('upline_member_id'),
    downlineMemberId: memberRef('downline_member_id'),
    /** PENDING | ACTIVE | REJECTED | TERMINATION_REQUESTED | TERMINATED */
    status: text('status').notNull(),
    /** The member who asked for the pending change: the other party must answer it. */
    requestedByMemberId: memberRef('requested_by_member_id'),
    /** D | W | H | M, null for hourly and real-time salaries. */
    period: text('period'),
    /** [{ rateBasisPoints, validBetAmount, activeMembers, periodProfitLoss }], amounts in minor units. */
    tiers: jsonb('tiers').$type<ContractTierJson[]>().notNull(),
    /** When the downline accepted: the contract earns on bets from here on. */
    activatedAt: at('activated_at'),
    /** When it was rejected or terminated: an active contract earns on bets until here. */
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('agent_contracts_downline_idx').on(table.downlineMemberId),
    index('agent_contracts_upline_idx').on(table.uplineMemberId),
    // One request waiting and one contract in force per downline and type, even under racing requests.
    uniqueIndex('agent_contracts_one_pending')
      .on(table.downlineMemberId, table.contractType)
      .where(sql`${table.status} = 'PENDING'`),
    uniqueIndex('agent_contracts_one_in_force')
      .on(table.downlineMemberId, table.contractType)
      .where(sql`${table.status} in ('ACTIVE', 'TERMINATION_REQUESTED')`),
    check(
      'agent_contracts_type',
      sql`${table.contractType} in ('DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY', 'DIVIDEND')`,
    ),
    check(
      'agent_contracts_status',
      sql`${table.status} in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED')`,
    ),
    check('agent_contracts_period', sql`${table.period} is null or ${table.period} in ('D', 'W', 'H', 'M')`),
    check('agent_contracts_parties', sql`${table.uplineMemberId} <> ${table.downlineMemberId}`),
  ],
);

export interface ContractTierJson {
  /** Hundredths of a percent: 150 = 1.5 %. */
  rateBasisPoints: number;
  validBetAmount: number;
  activeMembers: number;
  periodProfitLoss: number;
}

/**
 * What one contract earned for one settlement period (ADR 0005), written in the transaction that pays
 * it. The unique key is the exactly-once guarantee: a re-run, or a second instance settling the same
 * period, finds the row and pays nothing.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    contractType: text('contract_type').notNull(),
    /** The contract's downline: the member paid. */
    memberId: memberRef(),
    /** 5M | 1H | D | W | H | M */
    periodCode: text('period_code').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The downline's team in the part of the period the contract was in force. */
    validBet: money('valid_bet').notNull(),
    profitLoss: money('profit_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The tier reached, null when none was. */
    rateBasisPoints: integer('rate_basis_points'),
    /** Rate × base before the downline contracts' share is taken off. */
    grossAmount: money('gross_amount').notNull(),
    /** What the downline's own contracts of this type earn in the same period. */
    downlineAmount: money('downline_amount').notNull(),
    /** Paid to the member: gross less the downline share, never below zero. */
    amount: money('amount').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    settledAt: at('settled_at').notNull(),
  },
  (table) => [
    unique('agent_settlements_once').on(table.contractId, table.periodStart),
    index('agent_settlements_member_idx').on(table.memberId, table.periodStart),
    check('agent_settlements_amount', sql`${table.amount} >= 0 and ${table.grossAmount} >= 0`),
  ],
);
