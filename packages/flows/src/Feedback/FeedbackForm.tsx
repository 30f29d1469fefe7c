import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FEEDBACK_DESCRIPTION_LENGTH, feedbackTypes } from '@portal/api-contract';
import { FEEDBACK_TYPE_KEYS, translateError } from '@portal/i18n';
import { type feedbackMachine } from '@portal/machines';
import { BusyStatus, Button, CaptchaField, Notice, Select, Textarea, useTranslation } from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';

export interface FeedbackFormProps {
  actorRef: ActorRefFrom<typeof feedbackMachine>;
  /** The captcha's accessible alternative (WCAG 3.3.8): opens customer service. */
  onContactSupport: () => void;
}

/** Feedback popup body: question type, description with a counter, captcha; empty fields warned. */
export function FeedbackForm({ actorRef, onContactSupport }: FeedbackFormProps) {
  const { t } = useTranslation(['feedback', 'auth', 'validation', 'errors', 'common']);
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
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
    <FlowFrame title={t('title')} description={t('intro')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
        <Select
          name="type"
          label={t('questionType.label')}
          placeholder={t('questionType.placeholder')}
          options={feedbackTypes.map((type) => ({ value: String(type), label: t(FEEDBACK_TYPE_KEYS[type]) }))}
          error={error('type')}
          required
        />
        <Textarea
          name="description"
          label={t('description.label')}
          placeholder={t('description.placeholder', { min, max })}
          minLength={min}
          maxLength={max}
          error={error('description')}
          required
        />
        <CaptchaField
          name="captcha"
          label={t('captcha')}
          status={captchaStatus}
          image={context.captcha?.image}
          error={error('captcha')}
          required
          onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
          onRequestAlternative={onContactSupport}
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
    </FlowFrame>
  );
}
