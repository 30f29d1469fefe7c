import { z } from 'zod/mini';
import { ErrorCode } from './errorCodeSchema';
import { DEFAULT_RETRY_AFTER_SECONDS, httpStatusOf, SUCCESS_CODE } from './errors';

/** One invalid field: `code` is a key of the `validation` i18n namespace, `params` its values. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  code: z.string().check(z.minLength(1)),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** How a login from an unregistered IP can be confirmed (SPEC §4). */
export const secondVerificationMethods = ['SMS', 'EMAIL', 'AUTHENTICATOR', 'BANK_ACCOUNT_NAME'] as const;
export const secondVerificationMethodSchema = z.enum(secondVerificationMethods);
export type SecondVerificationMethod = z.infer<typeof secondVerificationMethodSchema>;

export const secondVerificationChallengeSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  methods: z.array(secondVerificationMethodSchema).check(z.minLength(1)),
});
export type SecondVerificationChallenge = z.infer<typeof secondVerificationChallengeSchema>;

/** The `value` of a failure: field issues, a captcha demand, a second-verification challenge, a break's end. */
export const failureDetailsSchema = z.object({
  issues: z.optional(z.array(fieldIssueSchema)),
  captchaRequired: z.optional(z.boolean()),
  secondVerification: z.optional(secondVerificationChallengeSchema),
  /** PLAY_BREAK_ACTIVE: when the member's time-out or self-exclusion ends. */
  playBreakUntil: z.optional(z.iso.datetime({ offset: true })),
});
export type FailureDetails = z.infer<typeof failureDetailsSchema>;

export const successEnvelopeSchema = <TValue extends z.ZodMiniType>(value: TValue) =>
  z.object({ success: z.literal(true), code: z.literal(SUCCESS_CODE), message: z.string(), value });

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  value: z.nullable(failureDetailsSchema),
});

/** `{ success, code, message, value }` with `value` typed by the endpoint on success. */
export function envelope<TValue extends z.ZodMiniType>(value: TValue) {
  return z.discriminatedUnion('success', [successEnvelopeSchema(value), failureEnvelopeSchema]);
}

/** The shape every response shares, before the endpoint's own `value` schema is applied. */
export const anyEnvelopeSchema = envelope(z.unknown());

export interface SuccessEnvelope<TValue> {
  success: true;
  code: typeof SUCCESS_CODE;
  message: string;
  value: TValue;
}
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;
export type Envelope<TValue> = SuccessEnvelope<TValue> | FailureEnvelope;

export function ok<TValue>(value: TValue, message: string = SUCCESS_CODE): SuccessEnvelope<TValue> {
  return { success: true, code: SUCCESS_CODE, message, value };
}

export interface FailureOptions extends FailureDetails {
  /** For logs and developers; people see the translation of `errors:<CODE>`. */
  message?: string;
}

export function fail(code: ErrorCode, options: FailureOptions = {}): FailureEnvelope {
  const { message = code, ...details } = options;
  const hasDetails = Object.values(details).some((detail) => detail !== undefined);
  return { success: false, code, message, value: hasDetails ? details : null };
}

export function validationFailed(issues: FieldIssue[], message?: string): FailureEnvelope {
  return fail('VALIDATION_FAILED', { issues, ...(message === undefined ? {} : { message }) });
}

export interface FailureReply {
  status: number;
  headers: Record<string, string>;
  body: FailureEnvelope;
}

/** Status, headers and body for a failure, so every server route answers the same way. */
export function failureReply(
  code: ErrorCode,
  options: FailureOptions & { retryAfterSeconds?: number } = {},
): FailureReply {
  const { retryAfterSeconds, ...failureOptions } = options;
  const headers: Record<string, string> =
    code === 'TOO_MANY_REQUESTS'
      ? { 'Retry-After': String(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) }
      : {};
  return { status: httpStatusOf(code), headers, body: fail(code, failureOptions) };
}

export function isSuccess<TValue>(result: Envelope<TValue>): result is SuccessEnvelope<TValue> {
  return result.success;
}

const keyShaped = /^[A-Za-z][\w.]*$/u;

function paramsOf(issue: z.core.$ZodIssue): FieldIssue['params'] {
  const params: Record<string, string | number> = {};
  const source: Record<string, unknown> =
    issue.code === 'custom'
      ? { ...(issue.params ?? {}) }
      : issue.code === 'too_small'
        ? { min: issue.minimum }
        : issue.code === 'too_big'
          ? { max: issue.maximum }
          : {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'bigint') params[key] = Number(value);
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/**
 * Turns a zod failure into field issues for `validationFailed`. Rules that name their i18n key
 * as the message keep it; a missing value becomes `required`; anything else keeps zod's code.
 */
export function issuesFromZodError(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const code = keyShaped.test(issue.message) ? issue.message : missing ? 'required' : issue.code;
    const params = paramsOf(issue);
    return { path: issue.path.map(String).join('.'), code, ...(params ? { params } : {}) };
  });
}
