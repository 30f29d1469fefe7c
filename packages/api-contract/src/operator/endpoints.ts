import { defineEndpoint } from '../endpoints/define';
import { listQueryDefaults } from '../queryDefaults';
import {
  agedSessionsSchema,
  ageSessionsRequestSchema,
  applicationActionRequestSchema,
  depositActionRequestSchema,
  ledgerAuditQuerySchema,
  ledgerAuditSchema,
  operatorApplicationSchema,
  operatorApplicationsQuerySchema,
  operatorDepositSchema,
  operatorDepositsQuerySchema,
  operatorMemberLimitsSchema,
  operatorMemberQuerySchema,
  operatorWithdrawalSchema,
  operatorRedemptionSchema,
  operatorRedemptionsQuerySchema,
  operatorWithdrawalsQuerySchema,
  pagedOperatorApplicationsSchema,
  pagedOperatorDepositsSchema,
  pagedOperatorRedemptionsSchema,
  pagedOperatorWithdrawalsSchema,
  protectionAuditQuerySchema,
  protectionAuditSchema,
  rejectApplicationRequestSchema,
  rejectDepositRequestSchema,
  redemptionActionRequestSchema,
  rejectRedemptionRequestSchema,
  rejectWithdrawalRequestSchema,
  resolveDisputeRequestSchema,
  pointsAccrualRunSchema,
  salarySettlementRunSchema,
  setMemberLimitRequestSchema,
  setMemberLimitResultSchema,
  settleSalaryRequestSchema,
  withdrawalActionRequestSchema,
} from './schemas';

// The bearer token of these calls is an operator token, never a member's session.
const operator = { auth: 'token', encrypted: false, moneyMoving: false } as const;
const moving = { auth: 'token', encrypted: false, moneyMoving: true } as const;

export const deposits = {
  list: defineEndpoint({
    id: 'deposits.list',
    method: 'GET',
    path: '/ops/deposits',
    ...operator,
    query: operatorDepositsQuerySchema,
    queryDefaults: listQueryDefaults,
    response: pagedOperatorDepositsSchema,
    summary: 'Deposit orders, newest first, by status and white label.',
  }),
  credit: defineEndpoint({
    id: 'deposits.credit',
    method: 'POST',
    path: '/ops/deposits/credit',
    ...moving,
    body: depositActionRequestSchema,
    response: operatorDepositSchema,
    summary: 'Credits a requested or pending deposit to the member’s wallet.',
  }),
  reject: defineEndpoint({
    id: 'deposits.reject',
    method: 'POST',
    path: '/ops/deposits/reject',
    ...operator,
    body: rejectDepositRequestSchema,
    response: operatorDepositSchema,
    summary: 'Rejects a deposit that was not paid; nothing was credited, so nothing moves.',
  }),
};

export const withdrawals = {
  list: defineEndpoint({
    id: 'withdrawals.list',
    method: 'GET',
    path: '/ops/withdrawals',
    ...operator,
    query: operatorWithdrawalsQuerySchema,
    queryDefaults: listQueryDefaults,
    response: pagedOperatorWithdrawalsSchema,
    summary: 'Withdrawals, newest first, by status and white label.',
  }),
  approve: defineEndpoint({
    id: 'withdrawals.approve',
    method: 'POST',
    path: '/ops/withdrawals/approve',
    ...operator,
    body: withdrawalActionRequestSchema,
    response: operatorWithdrawalSchema,
    summary: 'Approves a requested withdrawal for payout; the amount stays held.',
  }),
  reject: defineEndpoint({
    id: 'withdrawals.reject',
    method: 'POST',
    path: '/ops/withdrawals/reject',
    ...moving,
    body: rejectWithdrawalRequestSchema,
    response: operatorWithdrawalSchema,
    summary: 'Rejects a requested or approved withdrawal: the held amount returns to the wallet.',
  }),
  disburse: defineEndpoint({
    id: 'withdrawals.disburse',
    method: 'POST',
    path: '/ops/withdrawals/disburse',
    ...moving,
    body: withdrawalActionRequestSchema,
    response: operatorWithdrawalSchema,
    summary: 'Pays an approved withdrawal out; the member then confirms receipt.',
  }),
  resolveDispute: defineEndpoint({
    id: 'withdrawals.resolveDispute',
    method: 'POST',
    path: '/ops/withdrawals/resolve',
    ...moving,
    body: resolveDisputeRequestSchema,
    response: operatorWithdrawalSchema,
    summary: 'Settles a "not received" or "partly received" answer: paid after all, or refund.',
  }),
};

/** Points-mall redemptions waiting for the back office; points are not money, so no key is needed. */
export const redemptions = {
  list: defineEndpoint({
    id: 'redemptions.list',
    method: 'GET',
    path: '/ops/redemptions',
    ...operator,
    query: operatorRedemptionsQuerySchema,
    queryDefaults: listQueryDefaults,
    response: pagedOperatorRedemptionsSchema,
    summary: 'Points-mall redemptions, newest first, by status and white label.',
  }),
  approve: defineEndpoint({
    id: 'redemptions.approve',
    method: 'POST',
    path: '/ops/redemptions/approve',
    ...operator,
    body: redemptionActionRequestSchema,
    response: operatorRedemptionSchema,
    summary: 'Approves a redemption in process: the goods are sent, the points stay spent.',
  }),
  reject: defineEndpoint({
    id: 'redemptions.reject',
    method: 'POST',
    path: '/ops/redemptions/reject',
    ...operator,
    body: rejectRedemptionRequestSchema,
    response: operatorRedemptionSchema,
    summary: 'Rejects a redemption in process: its points and stock come back.',
  }),
};

/** Applications for activities (promotions.apply): the back office approves (pays) or rejects them. */
export const applications = {
  list: defineEndpoint({
    id: 'applications.list',
    method: 'GET',
    path: '/ops/applications',
    ...operator,
    query: operatorApplicationsQuerySchema,
    queryDefaults: listQueryDefaults,
    response: pagedOperatorApplicationsSchema,
    summary: 'Activity applications, oldest open first, by status and white label.',
  }),
  approve: defineEndpoint({
    id: 'applications.approve',
    method: 'POST',
    path: '/ops/applications/approve',
    ...moving,
    body: applicationActionRequestSchema,
    response: operatorApplicationSchema,
    summary: 'Approves an application: the activity’s bonus is paid to the member once.',
  }),
  reject: defineEndpoint({
    id: 'applications.reject',
    method: 'POST',
    path: '/ops/applications/reject',
    ...operator,
    body: rejectApplicationRequestSchema,
    response: operatorApplicationSchema,
    summary: 'Rejects an application; nothing is paid.',
  }),
};

/** The ledger's own check, for a back office or a test run's end (the operator CLI's ledger-audit). */
export const ledger = {
  audit: defineEndpoint({
    id: 'ledger.audit',
    method: 'GET',
    path: '/ops/ledger/audit',
    ...operator,
    query: ledgerAuditQuerySchema,
    response: ledgerAuditSchema,
    summary:
      'Checks that every account’s balance is the sum of its entries and that every posting balances; lists each difference.',
  }),
};

/**
 * Player protection: the audit trail of a member's limits and exclusions (the CLI's
 * protection-audit), and a member's limits, which an operator may set on the member's behalf.
 */
export const protection = {
  audit: defineEndpoint({
    id: 'protection.audit',
    method: 'GET',
    path: '/ops/protection/audit',
    ...operator,
    query: protectionAuditQuerySchema,
    response: protectionAuditSchema,
    summary:
      'Every change to one member’s limits and exclusions, newest first, with who made it and when it applies.',
  }),
  limits: defineEndpoint({
    id: 'protection.limits',
    method: 'GET',
    path: '/ops/protection/limits',
    ...operator,
    query: operatorMemberQuerySchema,
    response: operatorMemberLimitsSchema,
    summary:
      'One member’s deposit, loss, wager and session limits, what each still allows, and raises waiting.',
  }),
  setLimit: defineEndpoint({
    id: 'protection.setLimit',
    method: 'POST',
    path: '/ops/protection/limits',
    ...operator,
    body: setMemberLimitRequestSchema,
    response: setMemberLimitResultSchema,
    summary:
      'Sets or removes one of a member’s limits for them: a lower limit applies at once, a raise or removal after the 24-hour cooling-off.',
  }),
  ageSessions: defineEndpoint({
    id: 'protection.ageSessions',
    method: 'POST',
    path: '/ops/protection/sessions/age',
    ...operator,
    body: ageSessionsRequestSchema,
    response: agedSessionsSchema,
    summary:
      'Demo servers only: moves a member’s open sessions `minutes` into the past (start, last request and end), as if signed in that much longer; a session-time limit then ends them as it would have.',
  }),
};

/** Agent salary settlement on demand, for demonstrations (the scheduled runs settle ended periods). */
export const settlements = {
  settleSalary: defineEndpoint({
    id: 'settlements.settleSalary',
    method: 'POST',
    path: '/ops/settlements/salary',
    ...moving,
    body: settleSalaryRequestSchema,
    response: salarySettlementRunSchema,
    summary:
      'Demo servers only: settles now the salary period that contains `at` (default: the current one); each contract is paid once per period.',
  }),
  accruePoints: defineEndpoint({
    id: 'settlements.accruePoints',
    method: 'POST',
    path: '/ops/settlements/points',
    ...operator,
    response: pointsAccrualRunSchema,
    summary:
      'Demo servers only: credits now the points of every bet settled and deposit credited so far, as the minute job does once their minute has ended; each earns once.',
  }),
};
