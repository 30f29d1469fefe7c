import type { Contract, GroupName } from '../../endpoints';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '../../endpoints/define';
import type { FailureOptions } from '../../envelope';
import type { ErrorCode } from '../../errors';
import type { EncryptionKeyPair } from '../../jwe';
import type { MockAccount } from '../fixtures/accounts';
import type { MockWorld } from '../world';

/** Thrown by a resolver: the handler answers with `fail(code, details)`. */
export class MockFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: FailureOptions = {},
  ) {
    super(code);
  }
}

export function failWith(code: ErrorCode, details: FailureOptions = {}): never {
  throw new MockFailure(code, details);
}

export interface MockSession {
  token: string;
  account: MockAccount;
}

/** What a resolver gets: the parsed request, the caller's session and the world to read and change. */
export interface MockContext<E> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  session: E extends { readonly auth: 'token' } ? MockSession : MockSession | null;
  world: MockWorld;
  keyPair: EncryptionKeyPair;
  request: Request;
}

/** Answers one endpoint with the `value` of a successful envelope, or throws a MockFailure. */
export type MockResolver<E> = (context: MockContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** The resolvers of one contract group, one per entry: a missing or unknown name does not compile. */
export type GroupResolvers<G extends GroupName> = {
  [Name in keyof Contract[G]]: MockResolver<Contract[G][Name]>;
};

/** Every group's resolvers: a new contract entry does not compile until it has a mock. */
export type MockResolvers = { [G in GroupName]: GroupResolvers<G> };
