import { mockCredentials } from '../fixtures/accounts';
import { SMS_CAPTCHA_AFTER_CODES, smsDestination, type MockWorld } from '../world';
import { PASSWORD_LOCK_AFTER_FAILURES } from '../../errors';
import { failWith } from './define';

// What a person types is checked against the fixtures, so a wrong entry fails as on the server.
// When the server demands one of them (a captcha after failed logins…) is its own rule: stories
// reach those states with override().

export function checkSmsCode(code: string | undefined): void {
  if (code !== undefined && code !== mockCredentials.smsCode) failWith('INVALID_VERIFICATION_CODE');
}

export function checkCaptcha(captcha: string | undefined): void {
  if (captcha !== undefined && captcha !== mockCredentials.captcha) failWith('CAPTCHA_CHECK_FAILED');
}

/**
 * The server's rule for texting a number: from its third code of the day the request needs a
 * captcha, and a wrong one is refused (the image is then spent). Counts the code once it may go.
 */
export function sendSmsCodeTo(
  world: MockWorld,
  phone: { countryDialingCode: string; mobileNum: string },
  answer: { captcha?: string | undefined },
): void {
  const destination = smsDestination(phone);
  const sentToday = world.smsCodesToday.get(destination) ?? 0;
  if (sentToday >= SMS_CAPTCHA_AFTER_CODES) {
    if (answer.captcha === undefined) failWith('CAPTCHA_REQUIRED', { captchaRequired: true });
    if (answer.captcha !== mockCredentials.captcha)
      failWith('CAPTCHA_CHECK_FAILED', { captchaRequired: true });
  }
  world.smsCodesToday.set(destination, sentToday + 1);
}

/**
 * checkWithdrawPassword as the server counts the tries of `account`: each wrong one is counted, and
 * once PASSWORD_LOCK_AFTER_FAILURES are, every try is refused TOO_MANY_REQUESTS (a world's lock
 * never runs out); a right one clears the count.
 */
export function checkCountedWithdrawPassword(world: MockWorld, account: string, password: string): void {
  const failures = world.withdrawPasswordFailures.get(account) ?? 0;
  if (failures >= PASSWORD_LOCK_AFTER_FAILURES) failWith('TOO_MANY_REQUESTS');
  if (password === mockCredentials.withdrawPassword) {
    world.withdrawPasswordFailures.delete(account);
    return;
  }
  world.withdrawPasswordFailures.set(account, failures + 1);
  checkWithdrawPassword(password);
}

export function checkWithdrawPassword(password: string): void {
  if (password !== mockCredentials.withdrawPassword)
    failWith('INVALID_CREDENTIALS', {
      issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
    });
}
