import { z } from 'zod';
import { patternIds } from './codes';
import { registerFieldNames } from './registerFields';

// The register settings' shape on its own: the white-label settings (schemas/system) read it on
// every page, without the field rules and the common-password list that only registering needs.

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
