import type { ContractStatus, ContractType } from '@portal/api-contract';

// The model of apps/api/test/ledger-properties.test.ts: what every member's balances must be after
// a sequence of money actions, written from the specification and ADR 0005 without the server's
// code, so that the property compares two independent accounts of the same rules.

export type MemberKey = 'top' | 'agent' | 'player' | 'other';
export const MEMBER_KEYS: readonly MemberKey[] = ['top', 'agent', 'player', 'other'];

/** The team of each sequence: top (agent type 42, no upline) → agent (type 1) → player, other. */
export const TREE: Readonly<Record<MemberKey, { type: number; parent: MemberKey | null }>> = {
  top: { type: 42, parent: null },
  agent: { type: 1, parent: 'top' },
  player: { type: 0, parent: 'agent' },
  other: { type: 0, parent: 'agent' },
};

export const isAgentKey = (key: MemberKey) => TREE[key].type !== 0;

/** `member` and everyone below it. */
export function teamOf(root: MemberKey): MemberKey[] {
  const below = (key: MemberKey): boolean =>
    key === root || (TREE[key].parent !== null && below(TREE[key].parent));
  return MEMBER_KEYS.filter(below);
}

export interface Wallets {
  main: number;
  hold: number;
  vendors: Map<string, number>;
}

export type DepositState = 'REQUESTED' | 'PENDING' | 'CREDITED' | 'REJECTED' | 'EXPIRED';
export interface ModelDeposit {
  id: string;
  member: MemberKey;
  amount: number;
  fee: number;
  autoCreditAt: number | null;
  expiresAt: number;
  status: DepositState;
  /** When it was credited (its points accrue from then), null until it is. */
  creditedAt: number | null;
}

export type WithdrawalState =
  'REQUESTED' | 'APPROVED' | 'REJECTED' | 'DISBURSED' | 'RECEIVED' | 'DISPUTED' | 'REFUNDED';
export interface ModelWithdrawal {
  id: string;
  member: MemberKey;
  amount: number;
  createdAt: number;
  status: WithdrawalState;
  autoReceiveAt: number | null;
  receivedAmount: number | null;
}

export interface ModelContract {
  id: string;
  type: ContractType;
  upline: MemberKey;
  downline: MemberKey;
  rateBps: number;
  /** The one tier's valid-bet threshold (active members ≥ 1, profit and loss ≤ 0 for dividends). */
  validBetAmount: number;
  status: ContractStatus;
  requestedBy: MemberKey;
  activatedAt: number | null;
  endedAt: number | null;
}

export interface ModelBet {
  member: MemberKey;
  at: number;
  stake: number;
  payout: number;
}

/** A points-mall reward of the sequence's white label. */
export interface ModelReward {
  code: string;
  stock: number;
  pointsRequired: number;
  /** Real valid bet the member must have placed to redeem it. */
  validBetRequired: number;
}

export type RedemptionState = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
export interface ModelRedemption {
  id: string;
  member: MemberKey;
  reward: ModelReward;
  quantity: number;
  points: number;
  status: RedemptionState;
}

/** A points conversion as the client saw it, kept so a retry with its idempotency key can be checked. */
export interface ModelConversion {
  member: MemberKey;
  idempotencyKey: string;
  points: number;
  rightPassword: boolean;
  answer: { status: number; body: unknown };
}

/** The white label's rules the model needs (the seeded aurora settings the sequence's brand copies). */
export interface ModelRules {
  depositExpiryMs: number;
  withdrawMin: number;
  withdrawMax: number;
  withdrawTimesPerDay: number;
  withdrawAutoReceiveMs: number;
  /** Points per real bet and per credited deposit, in basis points of the minor units, rounded down. */
  betPointsRate: number;
  depositPointsRate: number;
  /** `ratioPoints` points convert to `ratioAmount` minor units, in whole steps from the minimum. */
  ratioPoints: number;
  ratioAmount: number;
  minConvertPoints: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Settlement days are local days of GMT+8 (ADR 0005). */
const LOCAL_OFFSET_MS = 8 * HOUR_MS;

/** Fixed windows the jobs work in: [start, start + size) aligned to the epoch plus `offset`. */
interface Windows {
  size: number;
  offset: number;
}
const DEPOSIT_JOB: Windows = { size: 15_000, offset: 0 };
const WITHDRAWAL_JOB: Windows = { size: MINUTE_MS, offset: 0 };
const POINTS_JOB: Windows = { size: MINUTE_MS, offset: 0 };
const LOCAL_DAY: Windows = { size: DAY_MS, offset: -LOCAL_OFFSET_MS };
/** The settlement window of each contract type (dividends are offered with period D only). */
export const SETTLEMENT_WINDOWS: Readonly<Record<ContractType, Windows>> = {
  REAL_TIME_SALARY: { size: 5 * MINUTE_MS, offset: 0 },
  HOURLY_SALARY: { size: HOUR_MS, offset: 0 },
  DAILY_SALARY: LOCAL_DAY,
  DIVIDEND: LOCAL_DAY,
};
/** Highest rate a top-level agent may give (SPEC §4: the platform ceiling). */
export const TOP_CEILING_BPS: Readonly<Record<ContractType, number>> = {
  DAILY_SALARY: 200,
  HOURLY_SALARY: 200,
  REAL_TIME_SALARY: 200,
  DIVIDEND: 5_000,
};

const windowStart = (windows: Windows, at: number) =>
  Math.floor((at - windows.offset) / windows.size) * windows.size + windows.offset;

const IN_FORCE: readonly ContractStatus[] = ['ACTIVE', 'TERMINATION_REQUESTED'];
const OPEN_DEPOSIT: readonly DepositState[] = ['REQUESTED', 'PENDING'];

export class LedgerModel {
  readonly wallets = new Map<MemberKey, Wallets>(
    MEMBER_KEYS.map((key) => [key, { main: 0, hold: 0, vendors: new Map() }]),
  );
  readonly deposits: ModelDeposit[] = [];
  readonly withdrawals: ModelWithdrawal[] = [];
  readonly contracts: ModelContract[] = [];
  readonly bets: ModelBet[] = [];
  readonly points = new Map<MemberKey, number>(MEMBER_KEYS.map((key) => [key, 0]));
  readonly rewards: ModelReward[] = [];
  readonly redemptions: ModelRedemption[] = [];
  readonly conversions: ModelConversion[] = [];
  /** Bets and deposits whose points have been credited. */
  private readonly earned = new Set<ModelBet | ModelDeposit>();
  /** Wrong withdraw passwords since the last right one, per member (kept below the lock-out). */
  readonly wrongPasswords = new Map<MemberKey, number>();
  /** Every settlement window ending at or before this has been settled, per contract type. */
  private readonly settledUpTo: Map<ContractType, number>;

  constructor(
    readonly rules: ModelRules,
    start: number,
  ) {
    this.settledUpTo = new Map(
      (Object.keys(SETTLEMENT_WINDOWS) as ContractType[]).map((type) => [
        type,
        windowStart(SETTLEMENT_WINDOWS[type], start),
      ]),
    );
  }

  wallet(key: MemberKey): Wallets {
    const found = this.wallets.get(key);
    if (!found) throw new Error(`no wallets for ${key}`);
    return found;
  }

  vendorBalance(key: MemberKey, vendor: string): number {
    return this.wallet(key).vendors.get(vendor) ?? 0;
  }

  moveVendor(key: MemberKey, vendor: string, amount: number): void {
    this.wallet(key).vendors.set(vendor, this.vendorBalance(key, vendor) + amount);
  }

  openDeposits(key: MemberKey): number {
    return this.deposits.filter((order) => order.member === key && OPEN_DEPOSIT.includes(order.status))
      .length;
  }

  isOpen(order: ModelDeposit): boolean {
    return OPEN_DEPOSIT.includes(order.status);
  }

  creditDeposit(order: ModelDeposit, at: number): void {
    order.status = 'CREDITED';
    order.creditedAt = at;
    this.wallet(order.member).main += order.amount - order.fee;
  }

  withdrawalsToday(key: MemberKey, now: number): number {
    const dayStart = windowStart(LOCAL_DAY, now);
    return this.withdrawals.filter((row) => row.member === key && row.createdAt >= dayStart).length;
  }

  // Points.

  pointsOf(key: MemberKey): number {
    return this.points.get(key) ?? 0;
  }

  movePoints(key: MemberKey, points: number): void {
    this.points.set(key, this.pointsOf(key) + points);
  }

  /** The member's real valid bet so far (every round's stake). */
  validBet(key: MemberKey): number {
    return this.bets.filter((bet) => bet.member === key).reduce((sum, bet) => sum + bet.stake, 0);
  }

  /** What one points run at `now` credits: each bet and credited deposit before the minute began, once. */
  private accruePoints(now: number): void {
    const until = windowStart(POINTS_JOB, now);
    const earn = (source: ModelBet | ModelDeposit, member: MemberKey, amount: number, rate: number) => {
      if (this.earned.has(source)) return;
      this.earned.add(source);
      this.movePoints(member, Math.floor((amount * rate) / 10_000));
    };
    for (const bet of this.bets)
      if (bet.at < until) earn(bet, bet.member, bet.stake, this.rules.betPointsRate);
    for (const order of this.deposits)
      if (order.creditedAt !== null && order.creditedAt < until)
        earn(order, order.member, order.amount, this.rules.depositPointsRate);
  }

  // Contracts.

  inForce(downline: MemberKey, type: ContractType): ModelContract | null {
    return (
      this.contracts.find(
        (row) => row.downline === downline && row.type === type && IN_FORCE.includes(row.status),
      ) ?? null
    );
  }

  pendingFor(downline: MemberKey, type: ContractType): ModelContract | null {
    return (
      this.contracts.find(
        (row) => row.downline === downline && row.type === type && row.status === 'PENDING',
      ) ?? null
    );
  }

  /** The highest rate `offerer` may give for `type` now, or null when it may give none. */
  ceiling(offerer: MemberKey, type: ContractType): number | null {
    const own = this.inForce(offerer, type);
    if (own) return own.rateBps;
    return TREE[offerer].parent === null ? TOP_CEILING_BPS[type] : null;
  }

  end(row: ModelContract, status: ContractStatus, now: number): void {
    row.status = status;
    row.endedAt = now;
  }

  // Scheduled jobs.

  /**
   * What one run of the due funds jobs (and, with `settle`, the settlement jobs) at `now` does:
   * auto-credited and expired deposits, auto-received withdrawals, points, and every settlement
   * window that ended since the last settlement run.
   */
  runJobs(now: number, settle: boolean): void {
    const depositsDue = windowStart(DEPOSIT_JOB, now);
    for (const order of this.deposits)
      if (order.status === 'PENDING' && order.autoCreditAt !== null && order.autoCreditAt <= depositsDue)
        this.creditDeposit(order, now);
    for (const order of this.deposits)
      if (this.isOpen(order) && order.expiresAt <= depositsDue) order.status = 'EXPIRED';

    const receiveDue = windowStart(WITHDRAWAL_JOB, now);
    for (const row of this.withdrawals)
      if (row.status === 'DISBURSED' && row.autoReceiveAt !== null && row.autoReceiveAt <= receiveDue)
        row.status = 'RECEIVED';

    this.accruePoints(now);

    if (!settle) return;
    for (const [type, windows] of Object.entries(SETTLEMENT_WINDOWS) as [ContractType, Windows][]) {
      const upTo = windowStart(windows, now);
      for (let start = this.settledUpTo.get(type) ?? upTo; start < upTo; start += windows.size)
        this.settle(type, start, start + windows.size);
      this.settledUpTo.set(type, upTo);
    }
  }

  /** ADR 0005 for one window: each contract in force earns on its team's bets, less what its downline gave on. */
  private settle(type: ContractType, start: number, end: number): void {
    for (const row of this.contractsInForce(type, start, end, null)) {
      const earning = this.earning(row, start, end);
      if (!earning || (earning.validBet === 0 && earning.profitLoss === 0)) continue;
      let downlineShare = 0;
      for (const given of this.contractsInForce(type, earning.start, earning.end, row.downline))
        downlineShare += this.earning(given, earning.start, earning.end)?.gross ?? 0;
      this.wallet(row.downline).main += Math.max(0, earning.gross - downlineShare);
    }
  }

  private contractsInForce(type: ContractType, start: number, end: number, upline: MemberKey | null) {
    return this.contracts.filter(
      (row) =>
        row.type === type &&
        row.activatedAt !== null &&
        row.activatedAt < end &&
        (row.endedAt === null || row.endedAt > start) &&
        (upline === null || row.upline === upline),
    );
  }

  private earning(row: ModelContract, start: number, end: number) {
    if (row.activatedAt === null) return null;
    const from = Math.max(start, row.activatedAt);
    const to = Math.min(end, row.endedAt ?? end);
    if (from >= to) return null;
    const team = teamOf(row.downline);
    const bets = this.bets.filter((bet) => team.includes(bet.member) && bet.at >= from && bet.at < to);
    const validBet = bets.reduce((sum, bet) => sum + bet.stake, 0);
    const profitLoss = bets.reduce((sum, bet) => sum + bet.payout - bet.stake, 0);
    const active = new Set(bets.map((bet) => bet.member)).size;
    const reached =
      validBet >= row.validBetAmount && active >= 1 && (row.type !== 'DIVIDEND' || profitLoss <= 0);
    const base = row.type === 'DIVIDEND' ? Math.max(0, -profitLoss) : validBet;
    const gross = reached ? Math.floor((base * row.rateBps) / 10_000) : 0;
    return { start: from, end: to, validBet, profitLoss, gross };
  }
}
