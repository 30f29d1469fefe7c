import { describe, expect, it } from 'vitest';
import { feedbackEmptyWarning, feedbackSchema, missingFeedbackFields } from './feedback';
import { validate } from './issues';

const description = 'The deposit did not arrive after an hour.';

describe('feedback', () => {
  it('accepts a type, a trimmed 20 to 200 character description and a captcha', () => {
    expect(validate(feedbackSchema, { type: 0, description: `  ${description}  `, captcha: 'ab12' })).toEqual(
      {
        success: true,
        data: { type: 0, description, captcha: 'ab12' },
      },
    );
  });

  it('measures the description after trimming', () => {
    const nineteen = 'x'.repeat(19);
    expect(validate(feedbackSchema, { type: 1, description: `   ${nineteen}   `, captcha: 'ab12' })).toEqual({
      success: false,
      issues: [{ path: ['description'], code: 'feedbackLength', params: { min: 20, max: 200 } }],
    });
    expect(validate(feedbackSchema, { type: 1, description: 'x'.repeat(200), captcha: 'ab12' }).success).toBe(
      true,
    );
    expect(validate(feedbackSchema, { type: 1, description: 'x'.repeat(201), captcha: 'ab12' }).success).toBe(
      false,
    );
  });

  it('accepts only the known question types', () => {
    expect(validate(feedbackSchema, { type: 5, description, captcha: 'ab12' })).toEqual({
      success: false,
      issues: [{ path: ['type'], code: 'selectRequired', params: {} }],
    });
  });

  it('lists missing fields for the "is empty" warning, in form order', () => {
    expect(missingFeedbackFields({})).toEqual(['type', 'description', 'captcha']);
    expect(missingFeedbackFields({ type: 0, description: '   ', captcha: 'x' })).toEqual(['description']);
    expect(feedbackEmptyWarning({ type: 3, description, captcha: '' })).toEqual({
      code: 'isEmpty',
      params: { fields: ['captcha'] },
      fields: ['captcha'],
    });
    expect(feedbackEmptyWarning({ type: 3, description, captcha: 'x' })).toBeNull();
  });
});
