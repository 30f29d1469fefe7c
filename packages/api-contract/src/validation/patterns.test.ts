import { describe, expect, it } from 'vitest';
import type { PatternId } from './codes';
import {
  characterCount,
  checkTextRule,
  isPatternId,
  isValidDate,
  matchesPattern,
  regexForRule,
} from './patterns';

const examples: Record<PatternId, { accepts: string[]; rejects: string[] }> = {
  any: { accepts: ['anything goes', '!@#', '中文'], rejects: [] },
  letterFirstAlphanumeric: { accepts: ['abc123', 'Z9'], rejects: ['1abc', 'ab_c', 'ab c'] },
  chineseDigits: { accepts: ['张三123', '王'], rejects: ['abc', '张 三', '张三!'] },
  email: { accepts: ['a.b@example.com', 'x+y@mail.co'], rejects: ['a@b', 'no-at.example.com', 'a b@c.com'] },
  alphanumeric: { accepts: ['abc', '123', 'aB3'], rejects: ['ab-c', 'ab c', 'ä'] },
  lettersAndDigits: { accepts: ['abc123', '1a'], rejects: ['abcdef', '123456', 'abc 123'] },
  digits: { accepts: ['0123'], rejects: ['12a', '1.5', '-1'] },
  alphanumericWithCapital: { accepts: ['Abc1', 'ABC'], rejects: ['abc1', 'Abc!'] },
  lettersAndSpaces: {
    accepts: [
      'John Smith',
      'Juan Dela Cruz',
      'Ma. Cristina Reyes',
      'José Rizal',
      "O'Brien",
      'Jean-Luc',
      'Nguyễn Văn An',
    ],
    rejects: ['John3', ' John', 'John  Smith', 'John-', '-John', "John''s", '张三', 'Juan_Cruz'],
  },
  noSpaces: { accepts: ['a!b@c'], rejects: ['a b', ' ab', 'a\tb'] },
  chinesePunctuation: { accepts: ['你好，世界。', '张·三'], rejects: ['hello', '你好 世界'] },
  date: {
    accepts: ['2024-02-29', '12-31-1999'],
    rejects: ['2023-02-29', '2024/01/01', '13-01-2020', '2024-1-1'],
  },
  korean: { accepts: ['김민수', '남궁 민수'], rejects: ['kim', '김민수1', '김  민수'] },
  thai: { accepts: ['สมชาย', 'สมชาย ใจดี'], rejects: ['somchai', 'สมชาย1', 'สมชาย '] },
  thaiOrEnglish: {
    accepts: ['สมชายJohn', 'John', 'Juan Dela Cruz', 'สมชาย ใจดี', "D'Angelo", 'Anne-Marie Lê'],
    rejects: ['John1', '张三', 'Juan  Cruz', 'Juan@Cruz'],
  },
  strongPassword: {
    accepts: ['Abc123!x'],
    rejects: ['abc123!x', 'ABC123!X', 'Abcdef!x', 'Abc12345', 'Abc 123!'],
  },
};

describe('pattern table', () => {
  for (const [id, { accepts, rejects }] of Object.entries(examples) as [
    PatternId,
    (typeof examples)[PatternId],
  ][]) {
    it(`${id} accepts and rejects the expected values`, () => {
      for (const value of accepts) expect(matchesPattern(value, id), value).toBe(true);
      for (const value of rejects) expect(matchesPattern(value, id), value).toBe(false);
    });
  }

  it('knows exactly the 16 ids', () => {
    expect(Object.keys(examples)).toHaveLength(16);
    expect(isPatternId('digits')).toBe(true);
    expect(isPatternId('*')).toBe(false);
  });
});

describe('dates', () => {
  it('accept real calendar days only, in either order', () => {
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('04-31-2024')).toBe(false);
    expect(isValidDate('04-30-2024')).toBe(true);
    expect(isValidDate('2024-00-10')).toBe(false);
  });
});

describe('checkTextRule', () => {
  const rule = { patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 } as const;

  it('passes a value that matches and fits', () => {
    expect(checkTextRule('player01', rule)).toBeNull();
  });

  it('reports the pattern key with min and max for a wrong shape or length', () => {
    const problem = { code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } };
    expect(checkTextRule('1player', rule)).toEqual(problem);
    expect(checkTextRule('abc', rule)).toEqual(problem);
    expect(checkTextRule('a'.repeat(17), rule)).toEqual(problem);
  });

  it('treats "*" from the server as any characters, still bounded by length', () => {
    const anyRule = { patternId: 'digits', minLength: 2, maxLength: 4, acceptedPattern: '*' } as const;
    expect(checkTextRule('a b', anyRule)).toBeNull();
    expect(checkTextRule('abcde', anyRule)).toEqual({ code: 'pattern.digits', params: { min: 2, max: 4 } });
  });

  it('uses a server regex when given, anchored to the whole value', () => {
    const serverRule = {
      patternId: 'any',
      minLength: 1,
      maxLength: 10,
      acceptedPattern: '[0-9]{3}',
    } as const;
    expect(checkTextRule('123', serverRule)).toBeNull();
    expect(checkTextRule('1234', serverRule)).not.toBeNull();
  });

  it('falls back to the table when the server regex does not compile', () => {
    expect(regexForRule({ patternId: 'digits', acceptedPattern: '([' })).toBe(
      regexForRule({ patternId: 'digits' }),
    );
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(checkTextRule('😀😀', { patternId: 'any', minLength: 2, maxLength: 2 })).toBeNull();
  });
});
