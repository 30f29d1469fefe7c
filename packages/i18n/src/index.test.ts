import { errorCodes } from '@portal/api-contract/errors';
import type { Module } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_HISTORY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  LATER_NAMESPACES,
  laterTextsArriving,
  NAMESPACES,
  changeLanguage,
  createI18n,
  createLazyI18n,
  currentLanguage,
  errorMessage,
  getLanguageMeta,
  isSupportedLanguage,
  issueMessage,
  lengthContext,
  resolveLanguage,
  resources,
  translateError,
  translateIssue,
} from './index';

describe('constants', () => {
  it('defaults to EN and names the storage keys of SPEC §9', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(LANGUAGE_HISTORY_STORAGE_KEY).toBe('languageHistory');
  });

  // locales.test.ts holds NAMESPACES to the catalogue files on disk.
  it('bundles every namespace for EN', () => {
    for (const namespace of NAMESPACES) expect(resources.en?.[namespace]).toBeTypeOf('object');
    expect(resources.en?.common?.actions.close).toBe('Close');
  });

  it('describes the bundled languages with their meta', () => {
    expect(getLanguageMeta('en')).toEqual({
      code: 'en',
      nativeName: 'English',
      dir: 'ltr',
      i18nextCode: 'en',
    });
    expect(getLanguageMeta('ty')).toEqual({
      code: 'ty',
      nativeName: 'Filipino',
      dir: 'ltr',
      i18nextCode: 'fil',
    });
    expect(getLanguageMeta('xx')).toBeUndefined();
    expect(LANGUAGES.map((language) => language.code).slice(0, 1)).toEqual(['en']);
  });
});

describe('language codes', () => {
  it('knows which codes are bundled', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('ty')).toBe(true);
    expect(isSupportedLanguage('fil')).toBe(false);
    expect(isSupportedLanguage('zh')).toBe(false);
    expect(isSupportedLanguage('')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['ty', 'ty'],
    ['TY', 'ty'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['fil', 'ty'],
    ['fil-PH', 'ty'],
    ['tl', 'ty'],
    ['tl-PH', 'ty'],
    ['ja-JP', 'en'],
    ['not a tag', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('resolves %j to %s', (candidate, expected) => {
    expect(resolveLanguage(candidate)).toBe(expected);
  });
});

describe('createI18n', () => {
  it('returns an initialised EN instance by default', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(currentLanguage(i18n).code).toBe('en');
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });

  it('starts in TY when asked and falls back to EN for unknown languages', () => {
    expect(createI18n({ lng: 'ty' }).t('actions.cancel')).toBe('Kanselahin');
    expect(createI18n({ lng: 'fil-PH' }).t('actions.cancel')).toBe('Kanselahin');
    expect(createI18n({ lng: 'xx' }).t('actions.cancel')).toBe('Cancel');
    expect(createI18n({ lng: null }).t('actions.cancel')).toBe('Cancel');
  });

  it('switches language with product codes', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'ty');
    expect(i18n.language).toBe('fil');
    expect(currentLanguage(i18n)).toMatchObject({ code: 'ty', nativeName: 'Filipino' });
    expect(i18n.t('auth:logout.message')).toBe('Sigurado ka bang gusto mong mag-logout?');
    await changeLanguage(i18n, 'en');
    expect(i18n.t('auth:logout.message')).toBe('Are you sure you want to log out?');
  });

  it('lazily: bundles EN and fetches TY only when it is shown', async () => {
    const { i18n, ready } = createLazyI18n();
    await ready;
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    expect(i18n.hasResourceBundle('fil', 'common')).toBe(false);
    await changeLanguage(i18n, 'ty');
    expect(currentLanguage(i18n).code).toBe('ty');
    expect(i18n.t('actions.cancel')).toBe('Kanselahin');
    // The texts the first page leaves out come in the language shown when they are asked for.
    await laterTextsArriving(i18n);
    expect(i18n.t('auth:logout.message')).toBe('Sigurado ka bang gusto mong mag-logout?');
    for (const namespace of NAMESPACES)
      expect(i18n.getResourceBundle('fil', namespace)).toEqual(resources.ty?.[namespace]);
  });

  it('lazily: the texts the first page never shows arrive on demand, not with the first page', async () => {
    const { i18n, ready } = createLazyI18n();
    for (const namespace of NAMESPACES)
      expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(
        !(LATER_NAMESPACES as readonly string[]).includes(namespace),
      );
    // The first page's namespaces come without their `.later` groups (Storybook's docs, the member centre).
    expect(i18n.exists('common:actions.cancel')).toBe(true);
    expect(i18n.exists('common:stateChart.initial')).toBe(false);
    expect(i18n.exists('portal:member.account')).toBe(false);
    await ready;
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    // Nothing asked for them yet: they stay out, however long the page runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.hasResourceBundle('en', 'wallet')).toBe(false);
    expect(i18n.exists('portal:member.account')).toBe(false);
    await laterTextsArriving(i18n);
    expect(laterTextsArriving(i18n)).toBeUndefined();
    for (const namespace of NAMESPACES)
      expect(i18n.getResourceBundle('en', namespace), namespace).toEqual(resources.en?.[namespace]);
    // The bundled texts other instances start from stay without the later groups.
    expect(createLazyI18n().i18n.exists('common:stateChart.initial')).toBe(false);
  });

  it('has no later texts to wait for in an instance with every catalogue', () => {
    expect(laterTextsArriving(createI18n())).toBeUndefined();
  });

  it('lazily: a TY start is complete once ready resolves', async () => {
    const { i18n, ready } = createLazyI18n({ lng: 'ty' });
    await ready;
    expect(i18n.t('actions.cancel')).toBe('Kanselahin');
    expect(createLazyI18n({ lng: 'xx' }).i18n.t('actions.cancel')).toBe('Cancel');
  });

  it('gives each call its own instance', async () => {
    const first = createI18n();
    const second = createI18n();
    await changeLanguage(first, 'ty');
    expect(second.t('actions.close')).toBe('Close');
    expect(first.t('actions.close')).toBe('Isara');
  });

  it('falls back to EN for a key a language does not have yet', () => {
    const i18n = createI18n({ lng: 'ty' });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('common:onlyInEnglish' as never)).toBe('Only in English');
  });

  it('leaves escaping to React', () => {
    const i18n = createI18n();
    expect(i18n.t('status:info_ip_block', { ip: '<1.2.3.4>' })).toBe(
      'Sorry, our service is not available in your location. Your IP address is <1.2.3.4>.',
    );
  });

  it('registers the modules it is given before init', () => {
    const init = vi.fn();
    const reactBinding: Module & { init: typeof init } = { type: '3rdParty', init };
    const i18n = createI18n({ modules: [reactBinding] });
    expect(init).toHaveBeenCalledWith(i18n);
  });
});

describe('interpolation', () => {
  const en = createI18n();
  const ty = createI18n({ lng: 'ty' });

  it.each([18, 21])('shows the legal age %i', (age) => {
    expect(en.t('common:legal.ageNotice', { age })).toBe(`Players must be over ${age} years old`);
    expect(ty.t('common:legal.ageNotice', { age })).toBe(
      `Para lamang sa mga manlalarong ${age} taong gulang pataas`,
    );
    expect(en.t('validation:ageRequired', { age })).toBe(`Please confirm that you are over ${age} years old`);
  });

  it('shows one number when min equals max and a range otherwise', () => {
    expect(en.t('validation:pattern.any', lengthContext(6, 12))).toBe('Enter 6 to 12 characters');
    expect(en.t('validation:pattern.any', lengthContext(6, 6))).toBe('Enter 6 characters');
    expect(en.t('validation:lengthBetween', lengthContext(4, 4))).toBe('Enter 4 characters');
    expect(ty.t('validation:pattern.digits', lengthContext(10, 10))).toBe('Numero lang, 10 na digit');
    expect(ty.t('validation:pattern.digits', lengthContext(6, 11))).toBe(
      'Numero lang, 6 hanggang 11 na digit',
    );
  });

  it('counts down the SMS resend', () => {
    expect(en.t('auth:sms.resendIn', { seconds: 45 })).toBe('Resend in 45s');
    expect(ty.t('auth:sms.resendIn', { seconds: 45 })).toBe('Ipadala ulit sa 45s');
  });

  it('picks plural forms by count', () => {
    expect(en.t('agent:contracts.terminateWarning', { count: 1 })).toBe(
      'Accepting will terminate 1 downline contract with a higher rate.',
    );
    expect(en.t('agent:contracts.terminateWarning', { count: 3 })).toBe(
      'Accepting will terminate 3 downline contracts with a higher rate.',
    );
    expect(ty.t('agent:contracts.terminateWarning', { count: 3 })).toBe(
      'Kapag tinanggap mo ito, matatapos ang 3 kontrata ng downline na may mas mataas na rate.',
    );
  });

  it('fills the character counter', () => {
    expect(en.t('form.charactersCount', { count: 12, max: 200 })).toBe('12 / 200');
  });
});

describe('lengthContext', () => {
  it('sets the exact context only when both bounds are equal', () => {
    expect(lengthContext(6, 6)).toEqual({ min: 6, max: 6, context: 'exact' });
    expect(lengthContext(6, 16)).toEqual({ min: 6, max: 16, context: undefined });
  });
});

describe('translateIssue', () => {
  const en = createI18n();
  const ty = createI18n({ lng: 'ty' });

  it('translates a plain validation code', () => {
    expect(translateIssue(en.t, { code: 'required' })).toBe('Input cannot be empty');
    expect(translateIssue(ty.t, { code: 'required' })).toBe('Hindi puwedeng iwanang blangko');
  });

  it('translates pattern codes with their bounds, choosing the exact variant itself', () => {
    expect(translateIssue(en.t, { code: 'pattern.email', params: { min: 5, max: 50 } })).toBe(
      'Enter a valid email address, 5 to 50 characters',
    );
    expect(translateIssue(en.t, { code: 'pattern.digits', params: { min: 11, max: 11 } })).toBe(
      'Digits only, 11 digits',
    );
    expect(translateIssue(en.t, { code: 'validation:pattern.any', params: { min: 2, max: 2 } })).toBe(
      'Enter 2 characters',
    );
  });

  it('passes other params through', () => {
    expect(translateIssue(en.t, { code: 'ageRequired', params: { age: 21 } })).toBe(
      'Please confirm that you are over 21 years old',
    );
    expect(translateIssue(en.t, { code: 'isEmpty', params: { fields: 'Captcha' } })).toBe('Captcha is empty');
  });

  it('shows a generic message for a code the catalogue does not know', () => {
    expect(translateIssue(en.t, { code: 'pattern.unknownPattern', params: { min: 1, max: 2 } })).toBe(
      'This value is not valid',
    );
    expect(issueMessage({ code: 'nope' }).key).toBe('validation:invalid');
  });

  it("names the input guards' refusals of the server", () => {
    expect(translateIssue(en.t, { code: 'maxDepth', params: { max: 32 } })).toBe(
      'This input is nested too deeply (more than 32 levels)',
    );
    expect(translateIssue(ty.t, { code: 'controlCharacter' })).toContain('control character');
  });

  it('does not change the issue it is given', () => {
    const params = Object.freeze({ min: 3, max: 3 });
    expect(issueMessage({ code: 'lengthBetween', params })).toEqual({
      key: 'validation:lengthBetween',
      options: { min: 3, max: 3, context: 'exact' },
    });
    expect(params).toEqual({ min: 3, max: 3 });
  });
});

describe('translateError', () => {
  const en = createI18n();
  const ty = createI18n({ lng: 'ty' });

  it('translates known codes with their params', () => {
    expect(translateError(en.t, 'TOO_MANY_REQUESTS', { minutes: 5 })).toBe(
      'Too many requests, please retry after 5 minutes',
    );
    expect(translateError(ty.t, 'TOO_MANY_REQUESTS', { minutes: 5 })).toBe(
      'Masyadong maraming request, pakisubukan ulit pagkalipas ng 5 minuto',
    );
    expect(translateError(en.t, 'INVALID_CREDENTIALS')).toBe('Incorrect username or password');
  });

  it('shows errors:UNKNOWN for unknown or missing codes', () => {
    expect(translateError(en.t, 'SOMETHING_NEW')).toBe('Unknown error');
    expect(translateError(en.t, undefined)).toBe('Unknown error');
    expect(translateError(ty.t, 'toString')).toBe('Nagkaroon ng hindi inaasahang error');
    expect(errorMessage('SOMETHING_NEW')).toEqual({ key: 'errors:UNKNOWN', options: {} });
  });

  it('translates every error code of the contract in EN and TY, and nothing else', () => {
    for (const language of ['en', 'ty'] as const) {
      const catalogue = resources[language]?.errors ?? {};
      expect(Object.keys(catalogue).sort(), language).toEqual([...errorCodes].sort());
      for (const text of Object.values(catalogue)) expect(String(text).trim(), language).not.toBe('');
    }
    expect(errorMessage('constructor')).toEqual({ key: 'errors:UNKNOWN', options: {} });
  });
});
