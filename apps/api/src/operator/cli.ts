import { parseArgs } from 'node:util';
import {
  amountLimitKinds,
  isApiError,
  limitWindows,
  redeemStatuses,
  type ApiClient,
  type Page,
  type PendingLimit,
  type SetLimitRequest,
} from '@portal/api-contract';
import {
  applicationStatuses,
  depositStatuses,
  operatorContract,
  withdrawalStatuses,
  type LedgerAudit,
  type OperatorMemberLimits,
  type ProtectionAudit,
  type SalarySettlementRun,
  type OperatorApplication,
  type OperatorDeposit,
  type OperatorRedemption,
  type OperatorWithdrawal,
} from '@portal/api-contract/operator';

// The operator CLI (`npm run operator -w @portal/api -- <command>`): a back office in a terminal.
// It calls the operator API over HTTP with the contract's wretch client, like any other client
// would; scripts/operator.ts builds the client from OPERATOR_TOKEN and API_URL.

export const OPERATOR_CLI_USAGE = `usage: npm run operator -w @portal/api -- <command> [arguments]

  deposits [STATUS] [--merchant CODE] [--page N]   list deposit orders (${depositStatuses.join(', ')})
  credit ORDER_ID                                  credit a requested or pending deposit
  reject-deposit ORDER_ID REASON…                  reject an unpaid deposit
  withdrawals [STATUS] [--merchant CODE] [--page N]
                                                   list withdrawals (${withdrawalStatuses.join(', ')})
  approve WITHDRAWAL_ID                            approve a requested withdrawal
  reject WITHDRAWAL_ID REASON…                     reject it: the held amount goes back
  disburse WITHDRAWAL_ID                           pay an approved withdrawal out
  resolve WITHDRAWAL_ID paid|refund REASON…        settle a "not received" / "partly received" answer
  applications [STATUS] [--merchant CODE] [--page N]
                                                   list activity applications (${applicationStatuses.join(', ')})
  approve-application APPLICATION_ID               approve it: the activity's bonus is paid
  reject-application APPLICATION_ID REASON…        reject it: nothing is paid
  redemptions [STATUS] [--merchant CODE] [--page N]
                                                   list points-mall redemptions (${redeemStatuses.join(', ')})
  approve-redeem REDEEM_ID                         approve a redemption in process: send the goods
  reject-redeem REDEEM_ID REASON…                  reject it: the points and the stock come back
  ledger-audit [--merchant CODE]                   check that every account's balance is the sum of
                                                   its entries and every posting balances; print
                                                   each difference
  protection-audit ACCOUNT [--merchant CODE]       list every change to the member's limits and
                                                   exclusions, newest first
  limits ACCOUNT [--merchant CODE]                 list the member's limits, what each still allows,
                                                   and raises or removals waiting with their time
  set-limit ACCOUNT deposit|loss|wager day|week|month AMOUNT|none [--merchant CODE]
  set-limit ACCOUNT session MINUTES|none [--merchant CODE]
                                                   set, lower or (none) remove a limit for the
                                                   member: a lower one applies at once, a raise or
                                                   removal after the member's 24-hour cooling-off
  age-sessions ACCOUNT MINUTES [--merchant CODE]   demo servers only: move the member's open
                                                   sessions MINUTES into the past (start, last
                                                   request, end), as if signed in that much longer:
                                                   a session-time limit then ends them at once
  settle-salary daily|hourly|real-time [--at TIME] demo servers only: settle now the salary period
                                                   containing TIME (ISO 8601; default now), as its
                                                   scheduled run will once it ends; each contract is
                                                   paid once per period
  accrue-points                                    demo servers only: credit now the points of every
                                                   bet settled and deposit credited so far, as the
                                                   minute job will; each earns once

Amounts are minor units (cents). Exit code: 0 done, 1 refused by the server, 2 wrong usage, 3 the
ledger audit found a difference. Environment: OPERATOR_TOKEN (printed by the server at start in
demo mode), API_URL (default http://127.0.0.1:8787).`;

/** The exit code of a ledger audit that found a difference. */
export const LEDGER_DIFFERENCE_EXIT_CODE = 3;

const PAGE_SIZE = 20;

function depositLine(deposit: OperatorDeposit): string {
  return [
    deposit.orderId,
    deposit.merchant,
    deposit.account,
    deposit.channelId,
    String(deposit.amount),
    deposit.status,
    deposit.createdAt,
    // The proof of payment: the operator opens it with the same token before crediting.
    deposit.proofImageUrl ?? '-',
    deposit.remark,
  ]
    .join('  ')
    .trimEnd();
}

function withdrawalLine(withdrawal: OperatorWithdrawal): string {
  return [
    withdrawal.withdrawalId,
    withdrawal.merchant,
    withdrawal.account,
    String(withdrawal.amount),
    withdrawal.status,
    withdrawal.confirmation ?? '-',
    `${withdrawal.bankName} ${withdrawal.accountNumber}`,
    withdrawal.createdAt,
    withdrawal.remark,
  ]
    .join('  ')
    .trimEnd();
}

function redemptionLine(redemption: OperatorRedemption): string {
  return [
    redemption.redeemId,
    redemption.merchant,
    redemption.account,
    `${redemption.quantity}x ${redemption.rewardId} ${redemption.rewardName}`,
    `${redemption.points} points`,
    redemption.status,
    redemption.receivingAddress ?? '-',
    redemption.mobileNum ?? '-',
    redemption.createdAt,
    redemption.remark,
  ]
    .join('  ')
    .trimEnd();
}

function applicationLine(application: OperatorApplication): string {
  return [
    application.applicationId,
    application.merchant,
    application.account,
    application.promotionId,
    String(application.bonus),
    application.status,
    `${application.imageUrls.length} image(s)`,
    application.createdAt,
    application.comment,
    application.remark,
  ]
    .join('  ')
    .trimEnd();
}

class UsageError extends Error {}

/** A line per difference the ledger audit found, then the summary line. */
function printLedgerAudit(audit: LedgerAudit, print: (text: string) => void): void {
  for (const account of audit.accountDifferences) {
    const owner = [account.merchant, account.account ?? '(house)', account.kind, account.vendorCode]
      .filter(Boolean)
      .join(' ');
    print(
      `account ${account.accountId} (${owner}): balance ${account.balance} ${account.currency}, entries sum to ${account.entriesSum}, difference ${account.balance - account.entriesSum}`,
    );
  }
  for (const posting of audit.unbalancedPostings) {
    print(
      `posting ${posting.transactionId} (${posting.merchant} ${posting.kind}): ${posting.legs} leg(s)${posting.currency ? ` in ${posting.currency}` : ''} sum to ${posting.sum}`,
    );
  }
  const checked = `${audit.accountsChecked} account(s) and ${audit.postingsChecked} posting(s) checked`;
  const differences = audit.accountDifferences.length + audit.unbalancedPostings.length;
  print(
    differences === 0
      ? `ledger audit: ${checked}, no difference`
      : `ledger audit: ${checked}, ${audit.accountDifferences.length} account(s) and ${audit.unbalancedPostings.length} posting(s) differ`,
  );
}

/** Prints one listed page, a line per row, then where the page sits in the whole list. */
function printPage<T>(
  page: Page<T>,
  line: (row: T) => string,
  noun: string,
  print: (text: string) => void,
): void {
  page.content.forEach((row) => print(line(row)));
  print(`page ${page.pageNo} of ${Math.max(1, page.totalPages)}, ${page.totalElements} ${noun}(s)`);
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`missing ${name}`);
  return value;
}

function reasonOf(words: readonly string[]): string {
  const reason = words.join(' ').trim();
  if (!reason) throw new UsageError('missing REASON');
  return reason;
}

function statusOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const status = value.toUpperCase();
  if (!(allowed as readonly string[]).includes(status)) throw new UsageError(`unknown status ${value}`);
  return status as T;
}

function pageOf(value: string | undefined): number {
  const page = value === undefined ? 1 : Number(value);
  if (!Number.isSafeInteger(page) || page < 1) throw new UsageError(`--page must be 1 or more`);
  return page;
}

interface ListFilter {
  merchant?: string;
  pageNo: number;
  pageSize: number;
}

/** One back-office queue: its list command, how a row prints, and the commands that decide an item. */
interface Queue<Row> {
  list: string;
  noun: string;
  line: (row: Row) => string;
  fetch: (client: ApiClient, filter: ListFilter, status: string | undefined) => Promise<Page<Row>>;
  /** Decision commands, each taking the item's id (named `idName` in usage errors) and the words after it. */
  idName: string;
  decisions: Record<string, (client: ApiClient, id: string, words: readonly string[]) => Promise<Row>>;
}

function withStatus<T extends string>(filter: ListFilter, value: string | undefined, allowed: readonly T[]) {
  const status = statusOf(value, allowed);
  return { ...filter, ...(status ? { status } : {}) };
}

function resolutionOf(value: string | undefined): 'PAID' | 'REFUND' {
  const chosen = value?.toUpperCase();
  if (chosen !== 'PAID' && chosen !== 'REFUND') throw new UsageError('resolve needs paid or refund');
  return chosen;
}

const deposits: Queue<OperatorDeposit> = {
  list: 'deposits',
  noun: 'deposit',
  line: depositLine,
  fetch: (client, filter, status) =>
    client.call(operatorContract.deposits.list, { query: withStatus(filter, status, depositStatuses) }),
  idName: 'ORDER_ID',
  decisions: {
    credit: (client, orderId) => client.call(operatorContract.deposits.credit, { body: { orderId } }),
    'reject-deposit': (client, orderId, words) =>
      client.call(operatorContract.deposits.reject, { body: { orderId, reason: reasonOf(words) } }),
  },
};

const withdrawals: Queue<OperatorWithdrawal> = {
  list: 'withdrawals',
  noun: 'withdrawal',
  line: withdrawalLine,
  fetch: (client, filter, status) =>
    client.call(operatorContract.withdrawals.list, { query: withStatus(filter, status, withdrawalStatuses) }),
  idName: 'WITHDRAWAL_ID',
  decisions: {
    approve: (client, withdrawalId) =>
      client.call(operatorContract.withdrawals.approve, { body: { withdrawalId } }),
    disburse: (client, withdrawalId) =>
      client.call(operatorContract.withdrawals.disburse, { body: { withdrawalId } }),
    reject: (client, withdrawalId, words) =>
      client.call(operatorContract.withdrawals.reject, { body: { withdrawalId, reason: reasonOf(words) } }),
    resolve: (client, withdrawalId, [resolution, ...words]) =>
      client.call(operatorContract.withdrawals.resolveDispute, {
        body: { withdrawalId, resolution: resolutionOf(resolution), reason: reasonOf(words) },
      }),
  },
};

const applications: Queue<OperatorApplication> = {
  list: 'applications',
  noun: 'application',
  line: applicationLine,
  fetch: (client, filter, status) =>
    client.call(operatorContract.applications.list, {
      query: withStatus(filter, status, applicationStatuses),
    }),
  idName: 'APPLICATION_ID',
  decisions: {
    'approve-application': (client, applicationId) =>
      client.call(operatorContract.applications.approve, { body: { applicationId } }),
    'reject-application': (client, applicationId, words) =>
      client.call(operatorContract.applications.reject, { body: { applicationId, reason: reasonOf(words) } }),
  },
};

const redemptions: Queue<OperatorRedemption> = {
  list: 'redemptions',
  noun: 'redemption',
  line: redemptionLine,
  fetch: (client, filter, status) =>
    client.call(operatorContract.redemptions.list, { query: withStatus(filter, status, redeemStatuses) }),
  idName: 'REDEEM_ID',
  decisions: {
    'approve-redeem': (client, redeemId) =>
      client.call(operatorContract.redemptions.approve, { body: { redeemId } }),
    'reject-redeem': (client, redeemId, words) =>
      client.call(operatorContract.redemptions.reject, { body: { redeemId, reason: reasonOf(words) } }),
  },
};

/** Runs `command` if one of the queue's commands has that name; undefined when none does. */
async function runQueueCommand<Row>(
  queue: Queue<Row>,
  [command, first, ...rest]: readonly string[],
  filter: ListFilter,
  client: ApiClient,
  print: (line: string) => void,
): Promise<boolean> {
  if (command === queue.list) {
    printPage(await queue.fetch(client, filter, first), queue.line, queue.noun, print);
    return true;
  }
  const decide =
    command !== undefined && Object.hasOwn(queue.decisions, command) ? queue.decisions[command] : undefined;
  if (!decide) return false;
  print(queue.line(await decide(client, required(first, queue.idName), rest)));
  return true;
}

const SALARY_KINDS: Readonly<Record<string, SalarySettlementRun['contractType'] | undefined>> = {
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  'real-time': 'REAL_TIME_SALARY',
};

const auditValue = (value: unknown) =>
  value === null || value === undefined ? 'none' : JSON.stringify(value);

/** A line per change to a member's limits and exclusions, newest first, then the count. */
export function printProtectionAudit(audit: ProtectionAudit, print: (line: string) => void): void {
  for (const change of audit.changes)
    print(
      [
        change.at,
        change.merchant,
        change.account,
        change.kind,
        `${auditValue(change.oldValue)} -> ${auditValue(change.newValue)}`,
        change.effectiveAt === change.at ? 'at once' : `from ${change.effectiveAt}`,
        change.operator
          ? `by operator ${JSON.stringify(change.operator.name)} (#${change.operator.id})`
          : `by ${change.by}`,
      ].join('  '),
    );
  print(`${audit.changes.length} change(s)`);
}

const pendingText = (pending: PendingLimit | null) =>
  pending ? `  then ${pending.value ?? 'none'} from ${pending.effectiveAt}` : '';

/** A line per limit (amounts in minor units, the session in minutes), with a change waiting. */
export function printMemberLimits(view: OperatorMemberLimits, print: (line: string) => void): void {
  print(`${view.merchant}  ${view.account}  limits ${view.limits.enabled ? 'offered' : 'switched off'}`);
  for (const limit of view.limits.amounts)
    print(
      [
        `${limit.kind} ${limit.window}`,
        `limit ${limit.value ?? 'none'}`,
        `used ${limit.used}`,
        `remaining ${limit.remaining ?? '-'}`,
      ].join('  ') + pendingText(limit.pending),
    );
  const { session } = view.limits;
  print(
    `SESSION  limit ${session.minutes ?? 'none'}${session.minutes ? ' min' : ''}${pendingText(session.pending)}`,
  );
}

const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;

/** set-limit's words after the account: the kind, the window (not for session) and the value. */
function limitRequestOf(words: readonly string[]): SetLimitRequest {
  const [kindWord, ...rest] = words;
  const kind = kindWord?.toUpperCase();
  const valueOf = (text: string | undefined, max: string) => {
    const given = required(text, max);
    if (given.toLowerCase() === 'none') return null;
    const value = Number(given);
    if (!/^[0-9]+$/u.test(given) || !Number.isSafeInteger(value) || value < 1)
      throw new UsageError(`${max} must be a whole number of 1 or more, or none`);
    return value;
  };
  if (kind === 'SESSION') {
    if (rest.length !== 1) throw new UsageError('set-limit ACCOUNT session takes MINUTES or none');
    return { kind, value: valueOf(rest[0], 'MINUTES') };
  }
  const amountKind = amountLimitKinds.find((known) => known === kind);
  if (!amountKind) throw new UsageError(`the limit is one of ${LIMIT_KINDS.join(', ')}`);
  const [windowWord, value, ...extra] = rest;
  const window = limitWindows.find((known) => known === windowWord?.toUpperCase());
  if (!window) throw new UsageError('the window is one of day, week, month');
  if (extra.length > 0) throw new UsageError('set-limit takes one AMOUNT');
  return { kind: amountKind, window, value: valueOf(value, 'AMOUNT') };
}

function printSettlementRun(run: SalarySettlementRun, print: (line: string) => void): void {
  print(`${run.contractType} ${run.periodStart} - ${run.periodEnd}`);
  for (const settlement of run.settlements)
    print(
      [
        settlement.contractId,
        settlement.account,
        String(settlement.amount),
        settlement.paid ? 'paid' : 'already settled',
      ].join('  '),
    );
  print(`${run.settlements.length} contract(s) settled`);
}

/**
 * Runs one CLI command with `client` (whose token is the operator's) and prints its outcome line by
 * line. Returns the process exit code: 0 done, 1 refused by the server, 2 wrong usage, 3 the ledger
 * audit found a difference.
 */
export async function runOperatorCommand(
  argv: readonly string[],
  client: ApiClient,
  print: (line: string) => void,
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { merchant: { type: 'string' }, page: { type: 'string' }, at: { type: 'string' } },
    });
    const [command] = positionals;
    const filter: ListFilter = {
      ...(values.merchant ? { merchant: values.merchant } : {}),
      pageNo: pageOf(values.page),
      pageSize: PAGE_SIZE,
    };
    // One queue at a time: each answers only its own commands.
    if (await runQueueCommand(deposits, positionals, filter, client, print)) return 0;
    if (await runQueueCommand(withdrawals, positionals, filter, client, print)) return 0;
    if (await runQueueCommand(applications, positionals, filter, client, print)) return 0;
    if (await runQueueCommand(redemptions, positionals, filter, client, print)) return 0;
    switch (command) {
      case 'ledger-audit': {
        if (positionals.length > 1) throw new UsageError('ledger-audit takes no arguments but --merchant');
        const audit = await client.call(operatorContract.ledger.audit, {
          query: values.merchant ? { merchant: values.merchant } : {},
        });
        printLedgerAudit(audit, print);
        return audit.accountDifferences.length + audit.unbalancedPostings.length === 0
          ? 0
          : LEDGER_DIFFERENCE_EXIT_CODE;
      }
      case 'protection-audit': {
        const [, account, ...extra] = positionals;
        if (extra.length > 0) throw new UsageError('protection-audit takes one account and --merchant');
        const audit = await client.call(operatorContract.protection.audit, {
          query: {
            account: required(account, 'an account'),
            ...(values.merchant ? { merchant: values.merchant } : {}),
          },
        });
        printProtectionAudit(audit, print);
        return 0;
      }
      case 'limits': {
        const [, account, ...extra] = positionals;
        if (extra.length > 0) throw new UsageError('limits takes one account and --merchant');
        const view = await client.call(operatorContract.protection.limits, {
          query: {
            account: required(account, 'an account'),
            ...(values.merchant ? { merchant: values.merchant } : {}),
          },
        });
        printMemberLimits(view, print);
        return 0;
      }
      case 'set-limit': {
        const [, account, ...words] = positionals;
        const body = {
          account: required(account, 'an account'),
          limit: limitRequestOf(words),
          ...(values.merchant ? { merchant: values.merchant } : {}),
        };
        const result = await client.call(operatorContract.protection.setLimit, { body });
        print(
          result.applied === 'PENDING'
            ? "waiting: the member's cooling-off applies"
            : result.applied === 'NOW'
              ? 'applied at once'
              : 'unchanged: that is the limit already',
        );
        printMemberLimits(result, print);
        return 0;
      }
      case 'age-sessions': {
        const [, account, minutes, ...extra] = positionals;
        if (extra.length > 0) throw new UsageError('age-sessions takes one account, MINUTES and --merchant');
        const given = required(minutes, 'MINUTES');
        if (!/^[1-9][0-9]*$/u.test(given))
          throw new UsageError('MINUTES must be a whole number of 1 or more');
        const aged = await client.call(operatorContract.protection.ageSessions, {
          body: {
            account: required(account, 'an account'),
            minutes: Number(given),
            ...(values.merchant ? { merchant: values.merchant } : {}),
          },
        });
        print(`${aged.merchant}  ${aged.account}  ${aged.sessions} open session(s) ${given} min older`);
        return 0;
      }
      case 'settle-salary': {
        const [, kind, ...extra] = positionals;
        if (extra.length > 0) throw new UsageError('settle-salary takes one salary kind and --at');
        const name = required(kind, 'daily, hourly or real-time');
        const contractType = Object.hasOwn(SALARY_KINDS, name) ? SALARY_KINDS[name] : undefined;
        if (!contractType) throw new UsageError(`unknown salary kind ${kind}`);
        const run = await client.call(operatorContract.settlements.settleSalary, {
          body: { contractType, ...(values.at ? { at: values.at } : {}) },
        });
        printSettlementRun(run, print);
        return 0;
      }
      case 'accrue-points': {
        if (positionals.length > 1) throw new UsageError('accrue-points takes no arguments');
        const run = await client.call(operatorContract.settlements.accruePoints, {});
        print(`points credited for ${run.bets} bet(s) and ${run.deposits} deposit(s)`);
        return 0;
      }
      case undefined:
      case 'help':
        print(OPERATOR_CLI_USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      print(`${error.message}\n\n${OPERATOR_CLI_USAGE}`);
      return 2;
    }
    if (isApiError(error)) {
      const issues = (error.issues ?? []).map((issue) => ` ${issue.path}: ${issue.code}`).join(',');
      print(`refused: ${error.code}${issues}`);
      return 1;
    }
    throw error;
  }
}
