// @portal/api-contract/operator: the back office's calls (deposits, withdrawals, points-mall
// redemptions, activity applications, the ledger audit, the player-protection audit trail and members' limits, salary settlement on demo servers), apart from the player `contract` so the portal's client and
// its mocks never carry them. The same wretch client calls them:
// `createApiClient({ getToken: () => operatorToken, … }).call(entry, …)`.
import type { AnyEndpoint } from '../endpoints/define';
import {
  applications,
  deposits,
  ledger,
  protection,
  redemptions,
  settlements,
  withdrawals,
} from './endpoints';

export * from './schemas';
export { applications, deposits, ledger, protection, redemptions, settlements, withdrawals };

/** Every operator call, by group. */
export const operatorContract = {
  deposits,
  withdrawals,
  redemptions,
  applications,
  ledger,
  protection,
  settlements,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type OperatorContract = typeof operatorContract;
export type OperatorGroupName = keyof OperatorContract;

/** The same entries as a flat list (server registration, tests). */
export const operatorEntries: readonly AnyEndpoint[] = Object.values(operatorContract).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
