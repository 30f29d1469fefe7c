import { z } from 'zod/mini';
import type { ProfileFieldName, ProfileUpdateRequest } from '../schemas/profile';
import type { ValidationProblem } from './codes';
import { checkMobileNumber, textField, type MobileRule } from './fields';
import { checkTextRule, patternRegexes, type TextRule } from './patterns';

/** A real name as on a bank account: Latin letters in words ("Juan Dela Cruz", "Ma. Cristina"). */
export const REAL_NAME_RULE: TextRule = { patternId: 'lettersAndSpaces', minLength: 2, maxLength: 64 };
const NICKNAME_RULE: TextRule = { patternId: 'any', minLength: 2, maxLength: 32 };
const FREE_TEXT_RULE: TextRule = { patternId: 'any', minLength: 2, maxLength: 100 };
const ADDRESS_RULE: TextRule = { patternId: 'any', minLength: 5, maxLength: 200 };
/** The oldest birthday taken: anything earlier is a typing slip. */
const EARLIEST_BIRTHDAY = '1900-01-01';

export interface ProfileRules {
  /** The white label's mobile number rule. */
  readonly mobile?: MobileRule;
  /** The white label's real-name rule (its registration's payeeName settings); REAL_NAME_RULE without. */
  readonly realName?: TextRule;
  /** Today as yyyy-MM-dd: a birthday is no later. */
  readonly today: string;
}

/** A birthday as a date input gives it (yyyy-MM-dd): a real day between 1900 and today. */
function checkBirthday(value: string, today: string): ValidationProblem | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  if (!iso) return { code: 'birthdayInvalid' };
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // yyyy-MM-dd strings compare as dates.
  return real && value >= EARLIEST_BIRTHDAY && value <= today ? null : { code: 'birthdayInvalid' };
}

/** The rule of one profile field, for a non-empty trimmed value; the server and the form share it. */
export function checkProfileField(
  name: ProfileFieldName,
  value: string,
  rules: ProfileRules,
): ValidationProblem | null {
  switch (name) {
    case 'nickname':
      return checkTextRule(value, NICKNAME_RULE);
    case 'payeeName':
      return checkTextRule(value, rules.realName ?? REAL_NAME_RULE) ? { code: 'realNameFormat' } : null;
    case 'email':
      return value.length <= 100 && patternRegexes.email.test(value) ? null : { code: 'email' };
    case 'mobileNum':
      return checkMobileNumber(value, rules.mobile);
    case 'birthday':
      return checkBirthday(value, rules.today);
    case 'address':
      return checkTextRule(value, ADDRESS_RULE);
    case 'nationality':
    case 'occupation':
    case 'sourceOfIncome':
    case 'telegram':
    case 'zalo':
      return checkTextRule(value, FREE_TEXT_RULE);
  }
}

/**
 * The profile form: the fields the member may still fill, each optional and checked by its rule
 * when filled. The output is the contract's body (member.updateProfile) with the filled ones only.
 */
export function profileFormSchema(editable: readonly ProfileFieldName[], rules: ProfileRules) {
  const shape = Object.fromEntries(
    editable.map((name) => [
      name,
      textField({ required: false, check: (value) => checkProfileField(name, value, rules) }),
    ]),
  );
  return z.pipe(
    z.object(shape),
    z.transform(
      (values) =>
        Object.fromEntries(
          Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''),
        ) as ProfileUpdateRequest,
    ),
  );
}
