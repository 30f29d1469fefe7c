import { type PatternCode, type PatternId, type ValidationProblem, patternIds } from './codes';

/** The pattern a server sends to mean "accept any characters". */
export const ANY_PATTERN = '*';

/**
 * A name as people write it: words of the given letters joined by one space, hyphen or apostrophe,
 * or by an abbreviating full stop and a space ("Juan Dela Cruz", "Ma. Cristina", "Jean-Luc",
 * "O'Brien", "José"), never starting with a separator. Combining marks count as letters so
 * decomposed accents and Thai vowel signs pass.
 */
function nameOf(letters: string): RegExp {
  const word = `[${letters}\\p{M}]+`;
  return new RegExp(`^${word}(?:(?:\\. |[ '\\u2019-])${word})*\\.?$`, 'u');
}

// Each regex tests the whole value; lengths are checked separately so one message covers both.
export const patternRegexes: Readonly<Record<PatternId, RegExp>> = {
  any: /^[\s\S]*$/u,
  letterFirstAlphanumeric: /^[A-Za-z][A-Za-z0-9]*$/u,
  chineseDigits: /^[\u4e00-\u9fa5\d]+$/u,
  email:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/u,
  alphanumeric: /^[A-Za-z0-9]+$/u,
  lettersAndDigits: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/u,
  digits: /^\d+$/u,
  alphanumericWithCapital: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  lettersAndSpaces: nameOf('\\p{Script=Latin}'),
  noSpaces: /^\S+$/u,
  // CJK ideographs plus CJK and full-width punctuation (、。「」，！？ and the middle dot used in names).
  chinesePunctuation:
    /^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u00b7\u2014\u2018\u2019\u201c\u201d\u2026]+$/u,
  date: /^(?:\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/u,
  korean: nameOf('\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f'),
  thai: nameOf('\\u0e00-\\u0e7f'),
  thaiOrEnglish: nameOf('\\u0e00-\\u0e7f\\p{Script=Latin}'),
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
};

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'string' && (patternIds as readonly string[]).includes(value);
}

export function patternCode(patternId: PatternId): PatternCode {
  return `pattern.${patternId}`;
}

/** A calendar date written yyyy-MM-dd or MM-dd-yyyy; rejects impossible days such as 02-30. */
export function isValidDate(value: string): boolean {
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  const usMatch = /^(\d{2})-(\d{2})-(\d{4})$/u.exec(value);
  const parts = isoMatch
    ? [isoMatch[1], isoMatch[2], isoMatch[3]]
    : usMatch
      ? [usMatch[3], usMatch[1], usMatch[2]]
      : null;
  if (!parts) return false;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Counts characters as people see them, so one Thai or CJK character counts once. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export interface TextRule {
  readonly patternId: PatternId;
  readonly minLength: number;
  readonly maxLength: number;
  /** Server-supplied regex source; "*" accepts anything. Absent: the table regex for patternId. */
  readonly acceptedPattern?: string;
}

function compileServerPattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

export function regexForRule(rule: Pick<TextRule, 'patternId' | 'acceptedPattern'>): RegExp {
  if (rule.acceptedPattern === ANY_PATTERN) return patternRegexes.any;
  if (rule.acceptedPattern) {
    // A malformed server pattern must not lock people out: fall back to the known variant.
    return compileServerPattern(rule.acceptedPattern) ?? patternRegexes[rule.patternId];
  }
  return patternRegexes[rule.patternId];
}

export function matchesPattern(value: string, patternId: PatternId): boolean {
  if (!patternRegexes[patternId].test(value)) return false;
  return patternId === 'date' ? isValidDate(value) : true;
}

/** Checks a non-empty value against a rule; returns the problem to show, or null. */
export function checkTextRule(value: string, rule: TextRule): ValidationProblem | null {
  const length = characterCount(value);
  const regexMatches = regexForRule(rule).test(value);
  const dateValid = rule.patternId !== 'date' || rule.acceptedPattern === ANY_PATTERN || isValidDate(value);
  if (length >= rule.minLength && length <= rule.maxLength && regexMatches && dateValid) return null;
  return { code: patternCode(rule.patternId), params: { min: rule.minLength, max: rule.maxLength } };
}
