import type { Captcha, HumanVerification, LoginResult, MemberInfo } from '@portal/machines';

/** In-memory stand-ins for stories and tests: nothing here touches the network. */
export const fakeMember: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  iconUrl: null,
};
export const fakeLoginResult: LoginResult = {
  token: 'story-token',
  firstTimeLogin: false,
  passwordExpired: false,
};
export const fakeVerification: HumanVerification = { provider: 'story', token: 'human' };
export const fakeCaptchaImage =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="96" height="32"%3E%3Crect width="96" height="32" fill="%23eee"/%3E%3Ctext x="12" y="22" font-size="16" fill="%23222"%3E7K2Q%3C/text%3E%3C/svg%3E';

/** A captcha as the fetch actor answers: the image and the key its answer is checked against. */
export const fakeCaptcha: Captcha = { image: fakeCaptchaImage, key: 'story-captcha' };

/** A promise that never settles: keeps a story in its busy state for a stable screenshot. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** An effect actor (storage, upload acknowledgement) that succeeds with nothing. */
export async function nothing(): Promise<void> {
  return undefined;
}

/** A call whose success carries no value (the contract's empty `value: null`). */
export async function emptyValue(): Promise<null> {
  return null;
}
