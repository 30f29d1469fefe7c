import { createMockWorld } from '@portal/api-contract/mocks';
import type { MemberInfo } from '@portal/machines';

let seed: ReturnType<typeof createMockWorld> | undefined;

/** The mocks' world as every walk starts it: read it for fixtures, never change it. */
export function mockSeed(): Readonly<ReturnType<typeof createMockWorld>> {
  seed ??= createMockWorld();
  return seed;
}

/** What the mocks' member.info answers for an account of their seed, as a walk's planned answer. */
export function seededMemberInfo(username: string): MemberInfo {
  const account = mockSeed().accounts.get(username);
  if (!account) throw new Error(`The mocks seed no account ${username}`);
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    iconUrl: null,
  };
}
