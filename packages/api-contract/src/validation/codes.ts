// Keys of the `validation` i18n namespace. Rules produce these keys, never text; a test checks
// the list against packages/i18n/src/locales/en/validation.json so a typo cannot ship.

export const patternIds = [
  'any',
  'letterFirstAlphanumeric',
  'chineseDigits',
  'email',
  'alphanumeric',
  'lettersAndDigits',
  'digits',
  'alphanumericWithCapital',
  'lettersAndSpaces',
  'noSpaces',
  'chinesePunctuation',
  'date',
  'korean',
  'thai',
  'thaiOrEnglish',
  'strongPassword',
] as const;

export type PatternId = (typeof patternIds)[number];

export type PatternCode = `pattern.${PatternId}`;

export const validationCodes = [
  'required',
  'requiredMarked',
  'isEmpty',
  ...patternIds.map((id): PatternCode => `pattern.${id}`),
  'email',
  'mobileInvalid',
  'mobileDigits',
  'verificationCodeInvalid',
  'confirmationMismatch',
  'passwordsInconsistent',
  'realNameFormat',
  'phoneFormat',
  'invitationCodeInvalid',
  'captchaRequired',
  'termsRequired',
  'ageRequired',
  'lengthBetween',
  'maxLength',
  'feedbackLength',
  'imageType',
  'imageTooLarge',
  'imageTooMany',
  'imageUnreadable',
  'imageTooManyPixels',
  'withdrawPasswordRequired',
  'withdrawPasswordNotSet',
  'addressRequired',
  'oldPasswordRequired',
  'newPasswordSameAsOld',
  'commonPassword',
  'amountInvalid',
  'amountTooSmall',
  'amountTooLarge',
  'depositLimitReached',
  'playLimitReached',
  'minutesBetween',
  'selectRequired',
  'controlCharacter',
  'maxDepth',
  'birthdayInvalid',
  'mobileTaken',
  'fieldFixed',
  'invalid',
] as const;

export type ValidationCode = (typeof validationCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(validationCodes);

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/** Interpolation values for the i18n key; the UI picks the `_exact` context when min === max. */
export type ValidationParams = Readonly<Record<string, string | number | readonly string[]>>;

export interface ValidationProblem {
  readonly code: ValidationCode;
  readonly params?: ValidationParams;
}

export interface ValidationIssue extends ValidationProblem {
  readonly path: ReadonlyArray<string | number>;
}
