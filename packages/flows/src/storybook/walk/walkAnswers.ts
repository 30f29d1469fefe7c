import { contract } from '@portal/api-contract';
import { createMockWorld, MOCK_CAPTCHA_PNG, override } from '@portal/api-contract/mocks';
import { CodedError, type MemberInfo } from '@portal/machines';
import type { WalkAnswer } from './walkPlan';

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
    uplineAccount: account.upline,
  };
}

/**
 * The captcha image as the mocks answer it (the key is the client's own, random: no guard reads
 * it), or a network failure while QA has switched `captchaImageFails` on.
 */
export function captchaImageAnswer(switchesOn: ReadonlySet<string>): WalkAnswer {
  return switchesOn.has('captchaImageFails')
    ? { error: new CodedError('NETWORK_ERROR') }
    : { done: { image: MOCK_CAPTCHA_PNG, key: 'mock' } };
}

/** The MSW side of `captchaImageFails`: captcha images fail to load while it is on. */
export const captchaImageFailsHandler = (isOn: (name: 'captchaImageFails') => boolean) =>
  override(contract.system.captcha, { networkError: true }, { when: () => isOn('captchaImageFails') });
