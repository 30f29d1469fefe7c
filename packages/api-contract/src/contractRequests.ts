import type { agent } from './endpoints/agent';
import type { ConsolidatedContractInfo, ContractInfo, ContractType } from './schemas/agent';

// Kept apart from the agent schemas and endpoints, which the first page of the portal does not
// need: the session's loads read the pending requests with these, and the schemas come with the
// agent group.

/** The `agent.process*` call that offers, answers and ends each type of contract. */
export const contractProcessCall = {
  DAILY_SALARY: 'processDailySalary',
  HOURLY_SALARY: 'processHourlySalary',
  REAL_TIME_SALARY: 'processRealTimeSalary',
  DIVIDEND: 'processDividend',
} as const satisfies Record<ContractType, keyof typeof agent>;

/** Where the consolidated info keeps each contract type: its request flag and its info. */
export const consolidatedContractFields = {
  DAILY_SALARY: { requestType: 'dailysalreqtype', info: 'dailySalaryInfo' },
  HOURLY_SALARY: { requestType: 'contracthoursalreqeq', info: 'hourlySalaryInfo' },
  REAL_TIME_SALARY: { requestType: 'realtimesalreqtype', info: 'realTimeSalaryInfo' },
  DIVIDEND: { requestType: 'divtypereq', info: 'dividendInfo' },
} as const satisfies Record<
  ContractType,
  { requestType: keyof ConsolidatedContractInfo; info: keyof ConsolidatedContractInfo }
>;

/** The contract types with a request waiting for the member's answer (the contract popup's rows). */
export function pendingContractRequests(
  contracts: ConsolidatedContractInfo,
): { contractType: ContractType; info: ContractInfo }[] {
  return Object.entries(consolidatedContractFields)
    .map(([contractType, fields]) => ({
      contractType: contractType as ContractType,
      requestType: contracts[fields.requestType],
      info: contracts[fields.info],
    }))
    .filter(({ requestType, info }) => requestType !== 0 || info.pendingRequest !== null)
    .map(({ contractType, info }) => ({ contractType, info }));
}
