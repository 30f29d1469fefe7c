import {
  downlineRegisterSchema,
  toFieldErrors,
  validate,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { translateError, translateIssue } from '@portal/i18n';
import { retryAfterMinutes, toFailure } from '@portal/machines';
import { Button, Notice, PasswordField, RadioGroup, TextField, useTranslation } from '@portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useSessionMutation } from '../../../../../api/contractQuery';
import { usePermission } from '../../../../../api/system';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../RegisterCenter.css';

const accountTypes = ['member', 'agent'] as const;
type AccountType = (typeof accountTypes)[number];

/** What a new downline changes: the team's lists and counts, and the invite link's count. */
const readsAfterRegister = ['agent.teamMembers', 'agent.teamOverview', 'agent.inviteLink'] as const;

/**
 * Opens a member or agent account under the agent, checked first with the white label's username
 * and password rules (the server's own), then by the server, whose refusals show beside the field
 * they are about. A second press while the first is on its way does nothing.
 */
export function RegisterDownlineForm() {
  const { t } = useTranslation(['agent', 'validation', 'errors']);
  const fields = usePermission().data?.register.fields;
  const register = useSessionMutation('agent.registerDownline', { invalidates: readsAfterRegister });
  const [type, setType] = useState<AccountType>('member');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<string | null>(null);
  const sending = useRef(false);

  const failure = register.error ? toFailure(register.error) : null;
  const errors = { ...failure?.fieldErrors, ...fieldErrors };
  const error = (name: string) => {
    const problem = errors[name];
    return problem ? translateIssue(t, problem) : undefined;
  };
  const accountTaken = failure?.code === 'ACCOUNT_EXISTS';
  const refusal =
    failure && !accountTaken && Object.keys(failure.fieldErrors).length === 0
      ? translateError(t, failure.code, { minutes: retryAfterMinutes(failure) })
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const result = validate(downlineRegisterSchema(fields), {
      type,
      username: text('username'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
    });
    setCreated(null);
    if (!result.success) {
      register.reset();
      setFieldErrors(toFieldErrors(result.issues));
      return;
    }
    setFieldErrors({});
    sending.current = true;
    const { username, password } = result.data;
    register.mutate(
      { username, password, type },
      {
        onSuccess: ({ account }) => {
          setCreated(account);
          form.reset();
          setType('member');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <section className={screen.panel} aria-labelledby="register-downline-heading">
      <h3 id="register-downline-heading" className={screen.sectionHeading}>
        {t('registerCenter.formTitle')}
      </h3>
      <p className={screen.muted}>{t('registerCenter.formHint')}</p>
      {created ? <Notice tone="success">{t('registerCenter.created', { account: created })}</Notice> : null}
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-downline-heading">
        <RadioGroup
          name="type"
          legend={t('registerCenter.accountType')}
          orientation="horizontal"
          options={accountTypes.map((value) => ({ value, label: t(`registerCenter.types.${value}`) }))}
          value={type}
          onValueChange={(value) => setType(value === 'agent' ? 'agent' : 'member')}
        />
        <TextField
          name="username"
          label={t('registerCenter.username')}
          autoComplete="off"
          error={error('username') ?? (accountTaken ? translateError(t, 'ACCOUNT_EXISTS') : undefined)}
          required
        />
        <PasswordField
          name="password"
          label={t('registerCenter.password')}
          autoComplete="new-password"
          error={error('password')}
          required
        />
        <PasswordField
          name="confirmPassword"
          label={t('registerCenter.confirmPassword')}
          autoComplete="new-password"
          error={error('confirmPassword')}
          required
        />
        <div>
          <Button type="submit" loading={register.isPending}>
            {t('registerCenter.createAccount')}
          </Button>
        </div>
      </form>
    </section>
  );
}
