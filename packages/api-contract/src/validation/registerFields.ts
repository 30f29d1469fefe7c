// The register fields' names and the legal-age default without the settings' schemas: the
// footer and the white-label settings read them on every page, before zod has loaded.

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

/** The age a white label's settings fall back to (the footer's over-age text, registration). */
export const DEFAULT_LEGAL_AGE = 18;
