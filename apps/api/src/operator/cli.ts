import { parseArgs } from 'node:util';
import { isApiError, redeemStatuses, type ApiClient, type Page } from '@portal/api-contract';
import {
  applicationStatuses,
  depositStatuses,
  operatorContract,
  withdrawalStatuses,
  type ApplicationStatus,
  type DepositStatus,
  type OperatorApplication,
  type OperatorDeposit,
  type OperatorRedemption,
  type OperatorWithdrawal,
  type WithdrawalStatus,
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

Amounts are minor units (cents). Environment: OPERATOR_TOKEN (printed by the server at start in
demo mode), API_URL (default http://127.0.0.1:8787).`;

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

/**
 * Runs one CLI command with `client` (whose token is the operator's) and prints its outcome line by
 * line. Returns the process exit code: 0 done, 1 refused by the server, 2 wrong usage.
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
      options: { merchant: { type: 'string' }, page: { type: 'string' } },
    });
    const [command, first, ...rest] = positionals;
    const filter = {
      ...(values.merchant ? { merchant: values.merchant } : {}),
      pageNo: pageOf(values.page),
      pageSize: PAGE_SIZE,
    };
    switch (command) {
      case 'deposits': {
        const status = statusOf<DepositStatus>(first, depositStatuses);
        const page = await client.call(operatorContract.deposits.list, {
          query: { ...filter, ...(status ? { status } : {}) },
        });
        printPage(page, depositLine, 'deposit', print);
        return 0;
      }
      case 'credit':
        print(
          depositLine(
            await client.call(operatorContract.deposits.credit, {
              body: { orderId: required(first, 'ORDER_ID') },
            }),
          ),
        );
        return 0;
      case 'reject-deposit':
        print(
          depositLine(
            await client.call(operatorContract.deposits.reject, {
              body: { orderId: required(first, 'ORDER_ID'), reason: reasonOf(rest) },
            }),
          ),
        );
        return 0;
      case 'withdrawals': {
        const status = statusOf<WithdrawalStatus>(first, withdrawalStatuses);
        const page = await client.call(operatorContract.withdrawals.list, {
          query: { ...filter, ...(status ? { status } : {}) },
        });
        printPage(page, withdrawalLine, 'withdrawal', print);
        return 0;
      }
      case 'approve':
      case 'disburse': {
        const endpoint = operatorContract.withdrawals[command];
        print(
          withdrawalLine(
            await client.call(endpoint, { body: { withdrawalId: required(first, 'WITHDRAWAL_ID') } }),
          ),
        );
        return 0;
      }
      case 'reject':
        print(
          withdrawalLine(
            await client.call(operatorContract.withdrawals.reject, {
              body: { withdrawalId: required(first, 'WITHDRAWAL_ID'), reason: reasonOf(rest) },
            }),
          ),
        );
        return 0;
      case 'resolve': {
        const [resolution, ...words] = rest;
        const chosen = resolution?.toUpperCase();
        if (chosen !== 'PAID' && chosen !== 'REFUND') throw new UsageError('resolve needs paid or refund');
        print(
          withdrawalLine(
            await client.call(operatorContract.withdrawals.resolveDispute, {
              body: {
                withdrawalId: required(first, 'WITHDRAWAL_ID'),
                resolution: chosen,
                reason: reasonOf(words),
              },
            }),
          ),
        );
        return 0;
      }
      case 'redemptions': {
        const status = statusOf(first, redeemStatuses);
        const page = await client.call(operatorContract.redemptions.list, {
          query: { ...filter, ...(status ? { status } : {}) },
        });
        printPage(page, redemptionLine, 'redemption', print);
        return 0;
      }
      case 'approve-redeem':
        print(
          redemptionLine(
            await client.call(operatorContract.redemptions.approve, {
              body: { redeemId: required(first, 'REDEEM_ID') },
            }),
          ),
        );
        return 0;
      case 'reject-redeem':
        print(
          redemptionLine(
            await client.call(operatorContract.redemptions.reject, {
              body: { redeemId: required(first, 'REDEEM_ID'), reason: reasonOf(rest) },
            }),
          ),
        );
        return 0;
      case 'applications': {
        const status = statusOf<ApplicationStatus>(first, applicationStatuses);
        const page = await client.call(operatorContract.applications.list, {
          query: { ...filter, ...(status ? { status } : {}) },
        });
        page.content.forEach((application) => print(applicationLine(application)));
        print(`page ${page.pageNo} of ${Math.max(1, page.totalPages)}, ${page.totalElements} application(s)`);
        return 0;
      }
      case 'approve-application':
        print(
          applicationLine(
            await client.call(operatorContract.applications.approve, {
              body: { applicationId: required(first, 'APPLICATION_ID') },
            }),
          ),
        );
        return 0;
      case 'reject-application':
        print(
          applicationLine(
            await client.call(operatorContract.applications.reject, {
              body: { applicationId: required(first, 'APPLICATION_ID'), reason: reasonOf(rest) },
            }),
          ),
        );
        return 0;
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
