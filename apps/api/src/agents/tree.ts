import {
  checkTextRule,
  pageOf,
  ruleFromConfig,
  USERNAME_RULE,
  type contract,
  type FieldIssue,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@portal/api-contract';
import { randomBytes } from 'node:crypto';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf, type Db } from '../db/database';
import { memberMessages, merchantDomains, members } from '../db/schema';
import { ApiError } from '../errors';
import { audit } from '../auth/audit';
import { passwordProblem } from '../auth/passwords';
import { ensureAccount, entriesOfWallets } from '../ledger/ledger';
import { isAgent, MEMBER_TYPE, memberByAccount, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/password';
import { localDateOf } from './bet-days';
import { localDayOf } from './periods';

/**
 * The agent tree: every account's `parent_id` names its upline, so an agent's team is everyone
 * below it. Agent types (SPEC §6): 1 agent, 2 super agent, 41 affiliate agent, 42 affiliate super
 * agent. Only they may use the agent centre.
 */

/** Refuses a member who is not an agent, with the code the agent area answers non-agents. */
export function requireAgent(member: Pick<MemberRow, 'type'>): void {
  if (!isAgent(member)) throw new ApiError('NON_AGENT_LOGIN');
}

/**
 * The type of an agent account an agent opens in the registration centre: one rank down where there
 * is one (affiliate super agent → super agent → agent, as in the seeded tree), else its own type.
 */
const DOWNLINE_AGENT_TYPE: Readonly<Record<number, number>> = { 42: 2, 2: 1, 1: 1, 41: 41 };

/** How deep a team reaches at most: a guard, since parent links are only ever set to older accounts. */
const MAX_TEAM_DEPTH = 64;

/**
 * `team(id, level)`: every account below `rootId` (level 1 = direct downline), and the root itself at
 * level 0 when `includeRoot`. Put it in front of a query as its WITH clause.
 */
export function teamCte(rootId: number, options: { includeRoot: boolean }): SQL {
  const seed = options.includeRoot
    ? sql`select ${rootId}::int as id, 0 as level`
    : sql`select id, 1 as level from members where parent_id = ${rootId}`;
  return sql`with recursive team(id, level) as (
    ${seed}
    union all
    select m.id, t.level + 1 from members m join team t on m.parent_id = t.id where t.level < ${MAX_TEAM_DEPTH}
  )`;
}

/**
 * The ids of `teamCte(rootId, options)`, only those `level` levels down when it is given: the tree
 * walked once, for a request whose queries then read the set as an array (see `idArray`).
 */
export async function teamIdsOf(
  db: Db,
  rootId: number,
  options: { includeRoot: boolean; level?: number | undefined },
): Promise<number[]> {
  const atLevel = options.level === undefined ? sql`true` : sql`level = ${options.level}`;
  const rows = rowsOf<{ ids: number[] }>(
    await db.execute(
      sql`${teamCte(rootId, options)} select coalesce(array_agg(id), '{}') as ids from team where ${atLevel}`,
    ),
  );
  return rows[0]?.ids ?? [];
}

/**
 * Member ids as one int[] parameter. Against an array the planner knows how many ids there are, and
 * `member_id = any(…)` reads an index led by member_id in one scan rather than one per id.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Whether `memberId` is in the team of `rootId` (the root counts as in its own team). */
export async function isInTeam(db: Db, rootId: number, memberId: number): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(
      sql`${teamCte(rootId, { includeRoot: true })} select exists(select 1 from team where id = ${memberId}) as found`,
    ),
  );
  return rows[0]?.found === true;
}

/** A team account named by `account`, or ACCOUNT_NOT_FOUND (an account outside the team is nobody's business). */
export async function teamAccount(
  db: Db,
  merchant: Merchant,
  agent: MemberRow,
  account: string,
): Promise<MemberRow> {
  const member = await memberByAccount(db, merchant.id, account);
  if (!member || !(await isInTeam(db, agent.id, member.id))) throw new ApiError('ACCOUNT_NOT_FOUND');
  return member;
}

interface TeamMemberRow {
  account: string;
  nickname: string;
  type: number;
  level: number;
  balance: string | number;
  created_at: string | Date;
  last_login_at: string | Date | null;
  online: boolean;
  total: string | number;
}

/** Downline management: the team, nearest levels first, with balances and who is online now. */
export async function teamMembersOf(
  db: Db,
  agent: MemberRow,
  query: ParsedQueryOf<typeof contract.agent.teamMembers>,
  now: Date,
): Promise<ResponseOf<typeof contract.agent.teamMembers>> {
  const filters: SQL[] = [sql`true`];
  if (query.account) filters.push(sql`strpos(m.account_key, ${query.account.toLowerCase()}) > 0`);
  if (query.directOnly === true) filters.push(sql`t.level = 1`);
  const rows = rowsOf<TeamMemberRow>(
    await db.execute(sql`${teamCte(agent.id, { includeRoot: false })}
      select m.account, m.nickname, m.type, t.level, m.created_at, m.last_login_at,
        coalesce((select sum(a.balance) from ledger_accounts a
                  where a.merchant_id = ${agent.merchantId} and a.member_id = m.id
                    and a.kind in ('player_main', 'player_vendor')), 0)::bigint as balance,
        exists(select 1 from sessions s where s.member_id = m.id and s.revoked_at is null
               and s.expires_at > ${now.toISOString()}::timestamptz) as online,
        count(*) over () as total
      from team t join members m on m.id = t.id
      where ${sql.join(filters, sql` and `)}
      order by t.level, m.account_key
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
  );
  const total = rows[0] ? Number(rows[0].total) : await countTeam(db, agent.id, filters);
  return pageOf(
    rows.map((row) => ({
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      level: row.level,
      balance: Number(row.balance),
      registeredAt: new Date(row.created_at).toISOString(),
      lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
      online: row.online,
    })),
    query.pageNo,
    query.pageSize,
    total,
  );
}

/** How many rows the filters match, for a page past the end (which has no row to carry the count). */
async function countTeam(db: Db, agentId: number, filters: SQL[]): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await db.execute(sql`${teamCte(agentId, { includeRoot: false })}
      select count(*) as n from team t join members m on m.id = t.id where ${sql.join(filters, sql` and `)}`),
  );
  return Number(rows[0]?.n ?? 0);
}

interface OverviewRow {
  team_size: string | number;
  direct_members: string | number;
  new_today: string | number;
  active_today: string | number;
  team_balance: string | number;
  deposit_total: string | number;
  withdraw_total: string | number;
  valid_bet_total: string | number;
  profit_loss: string | number;
}

/**
 * Team overview: size and new and active members today, and the team's money today (local day,
 * ADR 0005): balances now, deposits, withdrawals (ledger transactions of kind `deposit` and
 * `withdraw…` on the team's wallets), valid bets and the players' profit and loss (bet_days).
 */
export async function teamOverviewOf(
  db: Db,
  agent: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.agent.teamOverview>> {
  const today = localDayOf(now);
  const start = today.start.toISOString();
  const end = today.end.toISOString();
  const [row] = rowsOf<OverviewRow>(
    await db.execute(sql`${teamCte(agent.id, { includeRoot: false })},
      wallets as (
        select a.id, a.balance from ledger_accounts a join team t on t.id = a.member_id
        where a.merchant_id = ${agent.merchantId} and a.kind in ('player_main', 'player_vendor')
      ),
      moved as (
        select e.kind, sum(e.amount) as amount
        from (${entriesOfWallets(sql`select id from wallets`, sql`${start}::timestamptz`, sql`${end}::timestamptz`)}) e
        where e.kind = 'deposit' or e.kind like 'withdraw%'
        group by e.kind
      ),
      played as (
        select d.valid_bets, d.valid_bet, d.payout - d.stake as profit_loss
        from bet_days d join team t on t.id = d.member_id
        where d.day = ${localDateOf(now)}::date
      )
      select
        (select count(*) from team) as team_size,
        (select count(*) from team where level = 1) as direct_members,
        (select count(*) from team t join members m on m.id = t.id
          where m.created_at >= ${start}::timestamptz and m.created_at < ${end}::timestamptz) as new_today,
        (select count(*) from played where valid_bets > 0) as active_today,
        (select coalesce(sum(balance), 0) from wallets) as team_balance,
        (select coalesce(sum(amount), 0) from moved where kind = 'deposit') as deposit_total,
        (select coalesce(-sum(amount), 0) from moved where kind like 'withdraw%') as withdraw_total,
        (select coalesce(sum(valid_bet), 0) from played) as valid_bet_total,
        (select coalesce(sum(profit_loss), 0) from played) as profit_loss`),
  );
  return {
    teamSize: Number(row?.team_size ?? 0),
    directMembers: Number(row?.direct_members ?? 0),
    newMembersToday: Number(row?.new_today ?? 0),
    activeMembersToday: Number(row?.active_today ?? 0),
    teamBalance: Number(row?.team_balance ?? 0),
    depositTotal: Math.max(0, Number(row?.deposit_total ?? 0)),
    withdrawTotal: Math.max(0, Number(row?.withdraw_total ?? 0)),
    validBetTotal: Number(row?.valid_bet_total ?? 0),
    profitLoss: Number(row?.profit_loss ?? 0),
  };
}

/** A referral code for a new agent: the seed's brand-and-account form when it is free, else random. */
async function freeReferralCode(db: Db, merchant: Merchant, account: string): Promise<string> {
  const prefix = merchant.code.slice(0, 3).toUpperCase();
  const readable = `${prefix}${account}`.toUpperCase();
  const candidates = [
    ...(readable.length <= 16 ? [readable] : []),
    ...Array.from({ length: 5 }, () => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`),
  ];
  for (const code of candidates) {
    const [taken] = await db
      .select({ n: count() })
      .from(members)
      .where(sql`upper(${members.referralCode}) = ${code}`);
    if ((taken?.n ?? 0) === 0) return code;
  }
  throw new Error('no free referral code after 6 tries');
}

/**
 * Registration centre: an agent opens a member or agent account directly under itself, with the
 * white label's username rule and password policy (the agent chose the password, so no SMS code or
 * captcha applies). An agent account gets its own referral code.
 */
export async function registerDownline(
  app: AppContext,
  merchant: Merchant,
  agent: MemberRow,
  body: ParsedBodyOf<typeof contract.agent.registerDownline>,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.agent.registerDownline>> {
  requireAgent(agent);
  const db = app.database.db;
  const issues: FieldIssue[] = [];
  const usernameProblem = checkTextRule(
    body.username,
    ruleFromConfig(merchant.settings.registerFields.username, USERNAME_RULE),
  );
  if (usernameProblem) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(usernameProblem.params ?? {}))
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    issues.push({
      path: 'username',
      code: usernameProblem.code,
      ...(Object.keys(params).length ? { params } : {}),
    });
  }
  const passwordIssue = passwordProblem(merchant, body.password, 'password');
  if (passwordIssue) issues.push(passwordIssue);
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });
  if (await memberByAccount(db, merchant.id, body.username)) throw new ApiError('ACCOUNT_EXISTS');

  const type = body.type === 'agent' ? (DOWNLINE_AGENT_TYPE[agent.type] ?? agent.type) : MEMBER_TYPE;
  const referralCode = body.type === 'agent' ? await freeReferralCode(db, merchant, body.username) : null;
  const passwordHash = await hashPassword(body.password);
  return app.database.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: body.username,
        accountKey: body.username.toLowerCase(),
        nickname: body.username,
        type,
        parentId: agent.id,
        passwordHash,
        passwordChangedAt: now,
        referralCode,
        profile: { registeredBy: agent.account },
        registerIp: ip,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Someone took the name (or the code) between the check and here.
    if (!member) throw new ApiError('ACCOUNT_EXISTS');
    await ensureAccount(
      tx,
      { merchantId: merchant.id, memberId: member.id, kind: 'player_main', currency: merchant.currency },
      now,
    );
    await tx.insert(memberMessages).values({
      memberId: member.id,
      title: `Welcome to ${merchant.name}`,
      content: `Your account was opened by ${agent.account}. Change your password when you first log in.`,
      createdAt: now,
    });
    await audit(tx, {
      event: 'member.registered',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { registerType: 'agent-centre', upline: agent.id, type },
    });
    return { account: member.account };
  });
}

/** The agent's invite link (the portal's register page with its code) and how many it has brought in. */
export async function inviteLinkOf(
  db: Db,
  merchant: Merchant,
  agent: MemberRow,
): Promise<ResponseOf<typeof contract.agent.inviteLink>> {
  requireAgent(agent);
  return referralLinkOf(db, merchant, agent);
}

/**
 * An inviter's code, register link and count of accounts registered under it. An account without a
 * code (an agent made before codes were handed out, a member asking for the referral promotion's
 * link) gets one now.
 */
export async function referralLinkOf(
  db: Db,
  merchant: Merchant,
  inviter: MemberRow,
): Promise<ResponseOf<typeof contract.agent.inviteLink>> {
  const referralCode = inviter.referralCode ?? (await assignReferralCode(db, merchant, inviter));
  const [main] = await db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchant.id), eq(merchantDomains.isMain, true)));
  const [invited] = await db.select({ n: count() }).from(members).where(eq(members.parentId, inviter.id));
  const url = new URL(`https://${main?.domain ?? `${merchant.code}.localhost`}/register`);
  url.searchParams.set('aff', referralCode);
  return { referralCode, inviteUrl: url.toString(), invitedCount: invited?.n ?? 0 };
}

/** Hands `agent` a free referral code unless a concurrent call already did; returns the one it holds. */
async function assignReferralCode(db: Db, merchant: Merchant, agent: MemberRow): Promise<string> {
  const code = await freeReferralCode(db, merchant, agent.account);
  const [updated] = await db
    .update(members)
    .set({ referralCode: code })
    .where(and(eq(members.id, agent.id), sql`${members.referralCode} is null`))
    .returning({ code: members.referralCode });
  if (updated?.code) return updated.code;
  const [current] = await db
    .select({ code: members.referralCode })
    .from(members)
    .where(eq(members.id, agent.id));
  if (!current?.code) throw new Error(`agent ${agent.id} has no referral code`);
  return current.code;
}
