import { describe, expect, it } from 'vitest';
import { issuesFromZodError } from '../envelope';
import { addWithdrawAccountRequestSchema } from '../schemas/funds';
import { toFieldErrors, validate } from './issues';
import { payoutAccountFormSchema } from './payoutAccount';

const form = payoutAccountFormSchema();

const errorsOf = (values: unknown) => {
  const result = validate(form, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

/** What the server answers for a body: the field issues of its VALIDATION_FAILED, or none. */
const serverIssuesOf = (body: unknown) => {
  const parsed = addWithdrawAccountRequestSchema.safeParse(body);
  return parsed.success ? [] : issuesFromZodError(parsed.error);
};

describe('payoutAccountFormSchema', () => {
  it('turns what was typed into the body the server binds, the number without its spaces', () => {
    const result = validate(form, {
      bankName: ' GCash ',
      accountName: ' Juan Dela Cruz ',
      accountNumber: '0917 123-4567',
    });
    expect(result).toEqual({
      success: true,
      data: { bankName: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '09171234567' },
    });
    expect(result.success && serverIssuesOf(result.data)).toEqual([]);
  });

  it('names each missing field', () => {
    expect(errorsOf({ bankName: '  ', accountNumber: ' - ' })).toEqual({
      bankName: { code: 'required', params: {} },
      accountName: { code: 'required', params: {} },
      accountNumber: { code: 'required', params: {} },
    });
  });

  it("refuses what the server refuses, with the server's keys", () => {
    const cases = [
      { bankName: 'B'.repeat(65), accountName: 'Juan', accountNumber: '1234' },
      { bankName: 'BDO', accountName: 'J'.repeat(65), accountNumber: '1234' },
      { bankName: 'BDO', accountName: 'Juan', accountNumber: '123' },
      { bankName: 'BDO', accountName: 'Juan', accountNumber: '1'.repeat(35) },
      { bankName: 'BDO', accountName: 'Juan', accountNumber: '1234/5678' },
    ];
    for (const body of cases) {
      const formErrors = errorsOf(body);
      const serverErrors = Object.fromEntries(
        serverIssuesOf(body).map(({ path, code, params }) => [path, { code, params }]),
      );
      expect(Object.keys(formErrors), JSON.stringify(body)).toHaveLength(1);
      expect(serverErrors, JSON.stringify(body)).toEqual(formErrors);
    }
    expect(errorsOf(cases[2])).toEqual({
      accountNumber: { code: 'pattern.alphanumeric', params: { min: 4, max: 34 } },
    });
    expect(errorsOf(cases[0])).toEqual({ bankName: { code: 'pattern.any', params: { min: 1, max: 64 } } });
  });

  it('lets the server trim the names it is sent, as it always did', () => {
    expect(
      addWithdrawAccountRequestSchema.parse({
        bankName: ' BPI ',
        accountNumber: 'GB82WEST',
        accountName: ' A ',
      }),
    ).toEqual({ bankName: 'BPI', accountNumber: 'GB82WEST', accountName: 'A' });
    expect(serverIssuesOf({ bankName: 'BPI', accountNumber: '1234 5678', accountName: 'A' })).toEqual([
      { path: 'accountNumber', code: 'pattern.alphanumeric', params: { min: 4, max: 34 } },
    ]);
  });
});
