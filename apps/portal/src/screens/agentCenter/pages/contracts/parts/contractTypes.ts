import type { AgentContract, ContractStatus, ContractType } from '@portal/api-contract';
import type { ContractStatus as PillStatus } from '@portal/ui';

/** Real-time salaries settle every five minutes (SPEC §9). */
export const REAL_TIME_SETTLEMENT_MINUTES = 5;

/** `agent:contracts.types.*`, the type's name in a sentence. */
export const CONTRACT_TYPE_KEYS = {
  DAILY_SALARY: 'contracts.types.dailySalary',
  HOURLY_SALARY: 'contracts.types.hourlySalary',
  REAL_TIME_SALARY: 'contracts.types.realtimeSalary',
  DIVIDEND: 'contracts.types.dividend',
} as const satisfies Record<ContractType, string>;

export const STATUS_PILLS = {
  PENDING: 'pending',
  ACTIVE: 'active',
  TERMINATION_REQUESTED: 'terminationPending',
  TERMINATED: 'terminated',
  REJECTED: 'rejected',
} as const satisfies Record<ContractStatus, PillStatus>;

/** Accepted and not ended: the contract earns, and its rate caps what its downline may offer. */
export const inForce = (contract: AgentContract) =>
  contract.status === 'ACTIVE' || contract.status === 'TERMINATION_REQUESTED';

/** Still open: waiting for an answer or in force. */
export const isOpen = (contract: AgentContract) => contract.status === 'PENDING' || inForce(contract);

/** Rejected or terminated: history only. */
export const hasEnded = (contract: AgentContract) => !isOpen(contract);

/** A downline account search matches part of the name, in any case. */
export function matchesAccount(account: string, search: string): boolean {
  return account.toLowerCase().includes(search.trim().toLowerCase());
}
