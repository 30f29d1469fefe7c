import { mockCredentials } from '../fixtures/accounts';
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

export function checkWithdrawPassword(password: string): void {
  if (password !== mockCredentials.withdrawPassword)
    failWith('INVALID_CREDENTIALS', {
      issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
    });
}
