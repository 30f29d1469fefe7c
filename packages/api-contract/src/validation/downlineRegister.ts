import { z } from 'zod/mini';
import { downlineRegisterRequestSchema } from '../schemas/agent';
import { PASSWORD_RULE, textField, usernameField, USERNAME_RULE } from './fields';
import { addProblem } from './issues';
import { passwordField } from './newPassword';
import { ruleFromConfig, type RegisterFieldsConfig } from './registerConfig';

/**
 * The registration centre's form (SPEC §6: an agent opens member and agent accounts under itself):
 * the white label's username and password rules, the same ones the server applies to
 * `agent.registerDownline`, and the password typed twice.
 */
export function downlineRegisterSchema(fields: RegisterFieldsConfig = {}) {
  return z
    .object({
      type: downlineRegisterRequestSchema.shape.type,
      username: usernameField(ruleFromConfig(fields.username, USERNAME_RULE)),
      password: passwordField(ruleFromConfig(fields.password, PASSWORD_RULE)),
      confirmPassword: textField({ required: true, trim: false }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.confirmPassword !== '' && values.confirmPassword !== values.password)
          addProblem(ctx, { code: 'confirmationMismatch' }, ['confirmPassword']);
      }),
    );
}

export type DownlineRegisterValues = z.output<ReturnType<typeof downlineRegisterSchema>>;
