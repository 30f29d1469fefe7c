import { agent } from './agent';
import { auth } from './auth';
import type { AnyEndpoint } from './define';
import { funds } from './funds';
import { games } from './games';
import { limits } from './limits';
import { member } from './member';
import { messages } from './messages';
import { missions } from './missions';
import { playBreaks } from './playBreaks';
import { points } from './points';
import { promotions } from './promotions';
import { redEnvelope } from './redEnvelope';
import { reports } from './reports';
import { support } from './support';
import { system } from './system';
import { wallet } from './wallet';

export * from './define';
export { contractGroups } from './groups';
export {
  agent,
  auth,
  funds,
  games,
  limits,
  member,
  messages,
  missions,
  playBreaks,
  points,
  promotions,
  redEnvelope,
  reports,
  support,
  system,
  wallet,
};
export { gamesQuerySchema, winnersQuerySchema } from './games';
export { PASSWORD_CHECK_PREFIX } from './points';

/** Every call, grouped as the `api` object of the client is. */
export const contract = {
  system,
  auth,
  member,
  wallet,
  games,
  agent,
  points,
  messages,
  promotions,
  missions,
  redEnvelope,
  funds,
  reports,
  support,
  limits,
  playBreaks,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type Contract = typeof contract;
export type GroupName = keyof Contract;
export type EndpointOf<TGroup extends GroupName = GroupName> = TGroup extends GroupName
  ? Contract[TGroup][keyof Contract[TGroup]]
  : never;
/** Union of every endpoint entry. */
export type ContractEndpoint = EndpointOf;
export type EndpointId = ContractEndpoint['id'];
export type EndpointById<TId extends EndpointId> = Extract<ContractEndpoint, { id: TId }>;

/** An entry of the flat list: its own literal types plus the optional fields every entry may have. */
export type ContractEntry = ContractEndpoint & AnyEndpoint;

/** The same entries as a flat list (server route registration, mocks, tests). */
export const contractEntries: readonly ContractEntry[] = Object.values(contract).flatMap(
  (group) => Object.values(group) as ContractEntry[],
);

const entriesById = new Map<string, AnyEndpoint>(contractEntries.map((entry) => [entry.id, entry]));

export function endpointById<TId extends EndpointId>(id: TId): EndpointById<TId> {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`Unknown endpoint ${id}`);
  return entry as EndpointById<TId>;
}
