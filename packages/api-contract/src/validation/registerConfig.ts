import { z } from 'zod';
import { patternIds } from './codes';

// The register settings' shape on its own: the white-label settings (schemas/system) read it on
// every page, without the field rules and the common-password list that only registering needs.

export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;

export type RegisterFieldName = (typeof registerFieldNames)[number];

/** Fields every registration asks for, whatever the white label's settings say. */
const alwaysAskedRegisterFields = ['username', 'password', 'confirmPassword', 'verificationCode'] as const;

/** Fields the white label switches on and off. */
export type ConfigurableRegisterField = Exclude<
  RegisterFieldName,
  (typeof alwaysAskedRegisterFields)[number]
>;

/** Fields the white label switches on and off, in the registration form's order. */
export const configurableRegisterFields: readonly ConfigurableRegisterField[] = registerFieldNames.filter(
  (name): name is ConfigurableRegisterField =>
    !(alwaysAskedRegisterFields as readonly RegisterFieldName[]).includes(name),
);

/** Per-field settings as the server sends them (GET /wps/system/setting/register). */
export const registerFieldConfigSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().optional(),
  // An id this client does not know yet must not break registration: treat it as absent.
  patternId: z.enum(patternIds).optional().catch(undefined),
  minLength: z.int().nonnegative().optional(),
  maxLength: z.int().positive().optional(),
});

export type RegisterFieldConfig = z.output<typeof registerFieldConfigSchema>;

export const registerFieldsConfigSchema = z.partialRecord(
  z.enum(registerFieldNames),
  registerFieldConfigSchema,
);

export type RegisterFieldsConfig = z.output<typeof registerFieldsConfigSchema>;

/** The age a white label's settings fall back to (the footer's over-age text, registration). */
export const DEFAULT_LEGAL_AGE = 18;
