import type { ErrorCode } from '@portal/api-contract/errors';
import type { ParseKeys, TFunction } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CONTRACT_PERIOD_KEYS,
  FEEDBACK_TYPE_KEYS,
  GAME_CATEGORY_KEYS,
  GAME_FILTER_KEYS,
  POINT_SOURCE_KEYS,
  createI18n,
  lengthContext,
  translateError,
  translateIssue,
  type Resources,
} from './index';

// These checks run in `tsc -p packages/i18n/tsconfig.json`: a wrong key must not compile.
describe('typed keys', () => {
  const i18n = createI18n();
  const { t } = i18n;

  it('accepts real keys in every namespace and rejects typos', () => {
    expect(t('common:actions.close')).toBe('Close');
    expect(t('actions.close')).toBe('Close');
    expect(t('auth:logout.message')).toBe('Are you sure you want to log out?');
    expect(t('status:info_ip_block', { ip: '203.0.113.9' })).toContain('203.0.113.9');
    expect(t('validation:pattern.digits', lengthContext(6, 6))).toBe('Digits only, 6 digits');

    // @ts-expect-error -- the key does not exist in the common namespace
    expect(t('common:actions.closeTypo')).toBe('actions.closeTypo');
    // @ts-expect-error -- default namespace is common, so a bare auth key is unknown
    expect(t('logout.message')).toBe('logout.message');
    // @ts-expect-error -- there is no such namespace
    expect(t('cashier:title')).toBe('title');
  });

  it('types the default namespace as common', () => {
    expectTypeOf<ParseKeys>().toExtend<string>();
    expectTypeOf<'actions.close'>().toExtend<ParseKeys>();
    expectTypeOf<'actions.closeTypo'>().not.toExtend<ParseKeys>();
  });

  it('keeps code-to-key maps on real keys', () => {
    const keys = [
      ...Object.values(GAME_CATEGORY_KEYS),
      ...Object.values(GAME_FILTER_KEYS),
      ...Object.values(CONTRACT_PERIOD_KEYS),
      ...Object.values(FEEDBACK_TYPE_KEYS),
      ...Object.values(POINT_SOURCE_KEYS),
    ];
    for (const key of keys) expect(i18n.exists(key)).toBe(true);
    expect(t(GAME_CATEGORY_KEYS.COCKFIGHT)).toBe('Cockfight');
    expect(t(CONTRACT_PERIOD_KEYS.H)).toBe('Semi-monthly');
  });

  it('keys errors.json by exactly the contract error codes', () => {
    expectTypeOf<keyof Resources['errors']>().toEqualTypeOf<ErrorCode>();
  });

  it('lets any typed t be passed to the translate helpers', () => {
    const validationT: TFunction<'validation'> = i18n.getFixedT(null, 'validation');
    expect(translateIssue(validationT, { code: 'required' })).toBe('Input cannot be empty');
    expect(translateError(t, 'NOT_LOGGED_IN')).toBe('You are not logged in, please login');
  });
});
