import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { FEEDBACK_DESCRIPTION_LENGTH, feedbackTypes } from '@portal/api-contract';
import { FEEDBACK_TYPE_KEYS, translateError } from '@portal/i18n';
import { type feedbackMachine } from '@portal/machines';
import { BusyStatus, Button, FormField, Notice } from '@portal/ui';
import { Captcha } from '../shared/Captcha';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';

export interface FeedbackFormProps {
  actorRef: ActorRefFrom<typeof feedbackMachine>;
}

/** Feedback popup body: question type, description with a counter, captcha; empty fields warned. */
export function FeedbackForm({ actorRef }: FeedbackFormProps) {
  const { t } = useTranslation(['feedback', 'auth', 'validation', 'errors', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const [length, setLength] = useState(0);
  const warningId = useId();
  const error = (name: string) => fieldError(t, context.fieldErrors, name);

  if (state.matches({ flow: 'done' })) return <Notice tone="success">{t('success')}</Notice>;

  const editing = state.matches({ flow: 'editing' });
  const captchaStatus = state.matches({ captcha: 'shown' })
    ? 'shown'
    : state.matches({ captcha: 'unavailable' })
      ? 'unavailable'
      : 'loading';
  const { min, max } = FEEDBACK_DESCRIPTION_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const data = new FormData(event.currentTarget);
    const type = String(data.get('type') ?? '');
    actorRef.send({
      type: 'SUBMIT',
      values: {
        type: type === '' ? null : Number(type),
        description: String(data.get('description') ?? ''),
        captcha: String(data.get('captcha') ?? ''),
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${uid}-feedback-title`}>
      <h2 id={`${uid}-feedback-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('intro')}</p>
      {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
      <FormField label={t('questionType.label')} error={error('type')} required>
        {(control) => (
          <select name="type" defaultValue="" className={styles.select} {...control}>
            <option value="" disabled>
              {t('questionType.placeholder')}
            </option>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {t(FEEDBACK_TYPE_KEYS[type])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('description.label')}
        hint={t('description.counter', { count: length, max })}
        error={error('description')}
        required
      >
        {(control) => (
          <textarea
            name="description"
            className={styles.textarea}
            placeholder={t('description.placeholder', { min, max })}
            maxLength={max}
            onChange={(event) => setLength(event.target.value.length)}
            {...control}
          />
        )}
      </FormField>
      <Captcha
        status={captchaStatus}
        image={context.captcha?.image ?? null}
        label={t('captcha')}
        error={error('captcha')}
        onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
      />
      {state.matches({ flow: 'warning' }) ? (
        <div className={styles.form} id={warningId}>
          <Notice tone="warning">
            {t('validation:isEmpty', {
              fields: context.missingFields.map((field) => t(`fieldNames.${field}`)).join(', '),
            })}
          </Notice>
          <Button variant="outline" onClick={() => actorRef.send({ type: 'DISMISS' })}>
            {t('common:actions.ok')}
          </Button>
        </div>
      ) : null}
      {state.matches({ flow: 'submitting' }) ? <BusyStatus>{t('sending')}</BusyStatus> : null}
      <Button type="submit" fullWidth loading={state.matches({ flow: 'submitting' })} disabled={!editing}>
        {t('submit')}
      </Button>
    </form>
  );
}
