import type { MemberProfile, ProfileField, ProfileFieldName } from '@portal/api-contract';
import {
  profileFormSchema,
  toFieldErrors,
  validate,
  type FieldErrors,
  type ProfileRules,
} from '@portal/api-contract/validation';
import { translateError, translateIssue } from '@portal/i18n';
import { toFailure } from '@portal/machines';
import { Button, Notice, TextField, useTranslation } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { refreshSessionReads, useSessionMutation } from '../../../../../../api/contractQuery';
import * as screen from '../../../../../../blocks/Screen.css';
import * as styles from './ProfileSection.css';

/** How each field is typed: the browser's date picker for the birthday, a number pad for the mobile. */
const inputOf: Partial<
  Record<ProfileFieldName, Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>>
> = {
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  // A text field with the number pad, as the phone field: `tel-national` is an autofill token text fields take.
  mobileNum: { inputMode: 'numeric', autoComplete: 'tel-national' },
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
};

/**
 * The profile's fields: a fixed one read-only with why, the others to fill (each checked by the
 * shared rule of its field); the save sends the filled ones. After a save or a refusal the page
 * reads the profile again, and the fields the server fixed turn read-only.
 */
export function ProfileForm({
  profile,
  rules,
  mobileDigits,
}: {
  profile: MemberProfile;
  rules: ProfileRules;
  mobileDigits: number | null;
}) {
  const { t } = useTranslation(['portal', 'validation', 'errors']);
  const { t: tp } = useTranslation('portal', { keyPrefix: 'member.profile' });
  const queryClient = useQueryClient();
  const save = useSessionMutation('member.updateProfile', { invalidates: ['member.profile', 'member.info'] });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [nothingToSave, setNothingToSave] = useState(false);
  const editable = profile.fields.filter((field) => !field.fixed).map((field) => field.name);
  const error = (name: string) => {
    const problem = fieldErrors[name];
    return problem ? translateIssue(t, problem) : undefined;
  };
  const hintOf = (field: ProfileField) => {
    if (field.fixed) return tp('fixed');
    if (field.name === 'nickname') return tp('hints.changeable');
    if (field.name === 'payeeName') return tp('hints.payeeName');
    if (field.name === 'mobileNum' && mobileDigits !== null)
      return tp('hints.mobileNum', { count: mobileDigits });
    return undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = validate(
      profileFormSchema(editable, rules),
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!result.success) {
      setFieldErrors(toFieldErrors(result.issues));
      return;
    }
    setFieldErrors({});
    const empty = Object.keys(result.data).length === 0;
    setNothingToSave(empty);
    if (empty) return;
    save.mutate(result.data, {
      onError: (failure) => {
        const { code, fieldErrors: refused } = toFailure(failure);
        setFieldErrors(refused);
        // Set meanwhile (another tab, customer service): show them as the server has them now.
        if (code === 'PROFILE_FIELD_FIXED') void refreshSessionReads(queryClient, ['member.profile']);
      },
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('member.security.profile')}>
      <p className={screen.muted}>{tp('intro')}</p>
      <div className={styles.fields}>
        {profile.fields.map((field) =>
          field.fixed ? (
            <TextField
              key={`${field.name}-fixed`}
              label={tp(`fields.${field.name}`)}
              value={field.value ?? ''}
              hint={hintOf(field)}
              error={error(field.name)}
              readOnly
            />
          ) : (
            <TextField
              key={field.name}
              name={field.name}
              label={tp(`fields.${field.name}`)}
              defaultValue={field.value ?? ''}
              hint={hintOf(field)}
              error={error(field.name)}
              {...inputOf[field.name]}
            />
          ),
        )}
      </div>
      {nothingToSave ? <Notice tone="warning">{tp('nothingToSave')}</Notice> : null}
      {save.isSuccess ? <Notice tone="success">{tp('saved')}</Notice> : null}
      {save.isError ? <Notice tone="danger">{translateError(t, toFailure(save.error).code)}</Notice> : null}
      {editable.length > 0 ? (
        <div>
          <Button type="submit" loading={save.isPending}>
            {tp('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
