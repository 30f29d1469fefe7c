import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common';
import { authenticatorCodeSchema } from '../validation/authenticatorCode';
import { loginDeviceSchema } from './member';

/** Recovery codes handed out when the authenticator app is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 8;

/** What the security centre offers this member: each part can be off for a white label. */
export const accountSecuritySchema = z.object({
  features: z.object({
    authenticator: z.boolean(),
    sessions: z.boolean(),
    closeAccount: z.boolean(),
  }),
  authenticator: z.object({
    enabled: z.boolean(),
    /** Unused recovery codes; 0 while the app is off. */
    recoveryCodesLeft: z.int().check(z.nonnegative()),
  }),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** A new secret, not yet in use: the app scans the URI (as a QR code) or the member types the secret. */
export const authenticatorSetupSchema = z.object({
  /** Base32, as the apps take it by hand. */
  secret: z.string().check(z.minLength(16)),
  /** otpauth://totp/… for the QR code. */
  uri: z.string().check(z.startsWith('otpauth://totp/')),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

export const authenticatorConfirmRequestSchema = z.object({ code: authenticatorCodeSchema });

/** Shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string().check(z.minLength(8))).check(z.length(RECOVERY_CODE_COUNT)),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning the app off takes a current code or the login password. */
export const authenticatorDisableRequestSchema = z.union([
  z.object({ code: authenticatorCodeSchema }),
  z.object({ password: z.string().check(z.minLength(1), z.maxLength(100)) }),
]);
export type AuthenticatorDisableRequest = z.infer<typeof authenticatorDisableRequestSchema>;

export const activeSessionSchema = z.object({
  sessionId: z.uuid(),
  device: loginDeviceSchema,
  ip: z.string().check(z.minLength(1)),
  startedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session that asked. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const endSessionRequestSchema = z.object({ sessionId: z.uuid() });
export const endedSessionsSchema = z.object({ ended: z.int().check(z.nonnegative()) });

export const closeAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(100)),
});
