import type { contract, ParsedBodyOf, ResponseOf } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import type { AuthSession } from '../auth/sessions';
import type { Database, Db } from '../db/database';
import { ledgerAccounts } from '../db/schema';
import { ApiError } from '../errors';
import { post } from '../ledger/ledger';
import { activeUplineOf, isAgent, isTrial, memberByAccount, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import type { MoneyTransaction } from '../wallet/wallets';
import { walletOf } from './shared';
import { checkWithdrawPassword } from './withdraw-password';

// Transfers along the agent tree (SPEC §6): an agent (types 1, 2, 41, 42) sends balance to a
// direct downline and recalls balance from one; any member with an upline sends balance up to it.
// Each asks for the withdraw password of whoever sends or recalls, since money changes hands.
// Main wallet to main wallet, one balanced ledger posting each, referenced by the request's
// idempotency key so a retried request is answered, not paid twice (the registrar replays it).

type TransferResult = ResponseOf<typeof contract.funds.transferToDownline>;

/** A direct downline of `agent` named `account` in the same white label, or NOT_FOUND. */
async function directDownline(
  db: Db,
  merchant: Merchant,
  agent: MemberRow,
  account: string,
): Promise<MemberRow> {
  if (!isAgent(agent)) throw new ApiError('FORBIDDEN');
  const downline = await memberByAccount(db, merchant.id, account);
  if (!downline || downline.parentId !== agent.id || downline.status !== 'active' || isTrial(downline))
    throw new ApiError('NOT_FOUND');
  return downline;
}

async function move(
  tx: Db,
  input: {
    merchant: Merchant;
    /** Whose request it is: the answer gives this member's balance after the move. */
    actor: MemberRow;
    from: MemberRow;
    to: MemberRow;
    amount: number;
    kind: 'transfer_to_downline' | 'recall_from_downline' | 'transfer_to_upline';
    remark: string | undefined;
    idempotencyKey: string;
    ip: string;
    now: Date;
  },
): Promise<TransferResult> {
  const { merchant, now } = input;
  const source = await walletOf(tx, merchant, input.from.id, now);
  const target = await walletOf(tx, merchant, input.to.id, now);
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId: input.actor.id,
    kind: input.kind,
    reference: `idem:${input.idempotencyKey}`,
    details: {
      from: input.from.account,
      to: input.to.account,
      ...(input.remark ? { remark: input.remark } : {}),
    },
    legs: [
      { accountId: source.id, amount: -input.amount },
      { accountId: target.id, amount: input.amount },
    ],
    at: now,
    audit: {
      event:
        input.kind === 'transfer_to_downline'
          ? 'funds.transfer_to_downline'
          : input.kind === 'recall_from_downline'
            ? 'funds.recall_from_downline'
            : 'funds.transfer_to_upline',
      merchantId: merchant.id,
      memberId: input.actor.id,
      ip: input.ip,
      details: { from: input.from.id, to: input.to.id, amount: input.amount },
    },
  });
  const actorWallet = input.actor.id === input.from.id ? source : target;
  return {
    transferId: String(posted.transactionId),
    amount: input.amount,
    balance: posted.balances.get(actorWallet.id) ?? actorWallet.balance,
  };
}

export interface TransferCall {
  /** For checks that commit on their own, before the money moves (a counted wrong password). */
  database: Database;
  transaction: MoneyTransaction;
  session: AuthSession;
  merchant: Merchant;
  idempotencyKey: string;
  ip: string;
  now: Date;
  /** Drops this instance's cached balance of a member (the caller's own the registrar drops). */
  forgetBalance: (memberId: number) => void;
}

/**
 * Moves the money in the call's transaction; once it has committed, this instance drops the other
 * side's cached balance too, so the next read of it here shows the move at once instead of when
 * the bus's message arrives (as other instances do).
 */
async function moveCommitted(
  call: TransferCall,
  counterpartyId: number,
  work: (tx: Db) => Promise<TransferResult>,
): Promise<TransferResult> {
  const result = await call.transaction(work);
  call.forgetBalance(counterpartyId);
  return result;
}

/**
 * funds.transferToDownline: the agent's main wallet to a direct downline's. Refused, in this order:
 * FORBIDDEN for a non-agent, NOT_FOUND for no such direct downline; the agent's withdraw password
 * as checkWithdrawPassword answers it; INSUFFICIENT_FUNDS beyond the balance.
 */
export async function transferToDownline(
  call: TransferCall,
  request: ParsedBodyOf<typeof contract.funds.transferToDownline>,
): Promise<TransferResult> {
  const agent = call.session.member;
  const checked = await directDownline(call.database.db, call.merchant, agent, request.downlineAccount);
  await checkWithdrawPassword(
    call.database,
    call.merchant,
    agent,
    request.withdrawPassword,
    call.ip,
    call.now,
  );
  return moveCommitted(call, checked.id, async (tx) => {
    // Read again with the money: the downline may have been closed since the check above.
    const downline = await directDownline(tx, call.merchant, agent, request.downlineAccount);
    return move(tx, {
      ...call,
      actor: agent,
      from: agent,
      to: downline,
      amount: request.amount,
      kind: 'transfer_to_downline',
      remark: request.remark,
    });
  });
}

/**
 * funds.recallFromDownline: takes back `amount`, or, without one, the downline's whole main-wallet
 * balance; never more than that balance (INSUFFICIENT_FUNDS), and nothing from an empty wallet.
 * The agent's withdraw password is checked as for a transfer to the downline, before the money.
 */
export async function recallFromDownline(
  call: TransferCall,
  request: ParsedBodyOf<typeof contract.funds.recallFromDownline>,
): Promise<TransferResult> {
  const agent = call.session.member;
  const checked = await directDownline(call.database.db, call.merchant, agent, request.downlineAccount);
  await checkWithdrawPassword(
    call.database,
    call.merchant,
    agent,
    request.withdrawPassword,
    call.ip,
    call.now,
  );
  return moveCommitted(call, checked.id, async (tx) => {
    const downline = await directDownline(tx, call.merchant, agent, request.downlineAccount);
    const wallet = await walletOf(tx, call.merchant, downline.id, call.now);
    // Read under the row lock the posting takes anyway, so "everything" is what is there now.
    const [locked] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, wallet.id))
      .for('update');
    const balance = locked?.balance ?? 0;
    const amount = request.amount ?? balance;
    if (amount <= 0 || amount > balance) throw new ApiError('INSUFFICIENT_FUNDS');
    return move(tx, {
      ...call,
      actor: agent,
      from: downline,
      to: agent,
      amount,
      kind: 'recall_from_downline',
      remark: undefined,
    });
  });
}

/**
 * funds.transferToUpline: a member's main wallet to their upline's. Refused, in this order:
 * OPERATION_NOT_ALLOWED without an upline (member.info's uplineAccount is null); the withdraw
 * password as checkWithdrawPassword answers it (not set, wrong, locked); INSUFFICIENT_FUNDS beyond
 * the balance.
 */
export async function transferToUpline(
  call: TransferCall,
  request: ParsedBodyOf<typeof contract.funds.transferToUpline>,
): Promise<TransferResult> {
  const member = call.session.member;
  const checked = await activeUplineOf(call.database.db, member);
  if (!checked) throw new ApiError('OPERATION_NOT_ALLOWED');
  await checkWithdrawPassword(
    call.database,
    call.merchant,
    member,
    request.withdrawPassword,
    call.ip,
    call.now,
  );
  return moveCommitted(call, checked.id, async (tx) => {
    // Read again with the money: the upline may have been closed since the check above.
    const upline = await activeUplineOf(tx, member);
    if (!upline) throw new ApiError('OPERATION_NOT_ALLOWED');
    return move(tx, {
      ...call,
      actor: member,
      from: member,
      to: upline,
      amount: request.amount,
      kind: 'transfer_to_upline',
      remark: request.remark,
    });
  });
}
