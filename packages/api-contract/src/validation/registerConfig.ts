import { z } from 'zod/mini';
import { patternIds } from './codes';
import type { TextRule } from './patterns';
import { registerFieldNames } from './registerFields';

// The register settings' shape, and the rule a field's settings make, on their own: the white-label
// settings (schemas/system) read them on every page and the profile form checks its real name with
// them, without the register form's schema and the common-password list that only new passwords need.

export {
  configurableRegisterFields,
  DEFAULT_LEGAL_AGE,
  registerFieldNames,
  type ConfigurableRegisterField,
  type RegisterFieldName,
} from './registerFields';

/** Per-field settings as the server sends them (GET /wps/system/setting/register). */
export const registerFieldConfigSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.optional(z.string()),
  // An id this client does not know yet must not break registration: treat it as absent.
  patternId: z.catch(z.optional(z.enum(patternIds)), undefined),
  minLength: z.optional(z.int().check(z.nonnegative())),
  maxLength: z.optional(z.int().check(z.positive())),
});

export type RegisterFieldConfig = z.output<typeof registerFieldConfigSchema>;

export const registerFieldsConfigSchema = z.partialRecord(
  z.enum(registerFieldNames),
  registerFieldConfigSchema,
);

export type RegisterFieldsConfig = z.output<typeof registerFieldsConfigSchema>;

/** Lengths used when the server names a pattern but no bounds. */
export const DEFAULT_FIELD_LENGTH = { min: 1, max: 64 } as const;

/** Server settings win over the built-in rule, one property at a time. */
export function ruleFromConfig(config: RegisterFieldConfig | undefined, fallback?: TextRule): TextRule {
  return {
    patternId: config?.patternId ?? fallback?.patternId ?? 'any',
    minLength: config?.minLength ?? fallback?.minLength ?? DEFAULT_FIELD_LENGTH.min,
    maxLength: config?.maxLength ?? fallback?.maxLength ?? DEFAULT_FIELD_LENGTH.max,
    ...(config?.acceptedPattern !== undefined
      ? { acceptedPattern: config.acceptedPattern }
      : fallback?.acceptedPattern !== undefined
        ? { acceptedPattern: fallback.acceptedPattern }
        : {}),
  };
}
