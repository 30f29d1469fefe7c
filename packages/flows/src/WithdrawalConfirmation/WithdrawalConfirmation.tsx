import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import {
  receiptAnswers,
  type withdrawalConfirmationMachine,
  type ProofImage,
  type ReceiptAnswer,
} from '@portal/machines';
import { BusyStatus, Button, FormField, Notice, TextField } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { fieldError, formatMoney, minorDigits } from '../shared/messages';

export interface WithdrawalConfirmationProps {
  actorRef: ActorRefFrom<typeof withdrawalConfirmationMachine>;
  currency?: string;
}

const ANSWER_KEYS = {
  received: 'withdrawalConfirmation.received',
  allReceived: 'withdrawalConfirmation.allReceived',
  partlyReceived: 'withdrawalConfirmation.partlyReceived',
  notReceived: 'withdrawalConfirmation.notReceived',
} as const satisfies Record<ReceiptAnswer, string>;

/** After a disbursement: received, all received, partly (with the amount) or not received (with proof). */
export function WithdrawalConfirmation({ actorRef, currency = 'PHP' }: WithdrawalConfirmationProps) {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  // A field error means that answer was being given: keep it picked.
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(
    () =>
      context.answer ??
      (context.fieldErrors.proof
        ? 'notReceived'
        : context.fieldErrors.receivedAmount
          ? 'partlyReceived'
          : null),
  );
  const [proof, setProof] = useState<ProofImage | null>(null);
  const locale = i18n.language;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const error = (name: string) => {
    const problem = context.fieldErrors[name];
    const max = problem?.params?.max;
    return problem && typeof max === 'number'
      ? fieldError(t, { [name]: { ...problem, params: { ...problem.params, max: money(max) } } }, name)
      : fieldError(t, context.fieldErrors, name);
  };

  if (state.matches('answered')) {
    const given = context.answer ?? 'received';
    return (
      <section className={styles.form} aria-labelledby={`${uid}-withdrawal-title`}>
        <h2 id={`${uid}-withdrawal-title`} className={styles.heading}>
          {t('withdrawalConfirmation.title')}
        </h2>
        <Notice tone="success">{t('withdrawalConfirmation.submitted')}</Notice>
        <p className={styles.text}>
          {t('withdrawalConfirmation.answered', { answer: t(ANSWER_KEYS[given]) })}
          {given === 'partlyReceived' && context.receivedAmount !== null
            ? ` (${money(context.receivedAmount)})`
            : ''}
        </p>
      </section>
    );
  }
  if (state.matches('autoReceived')) {
    return (
      <section className={styles.form} aria-labelledby={`${uid}-withdrawal-title`}>
        <h2 id={`${uid}-withdrawal-title`} className={styles.heading}>
          {t('withdrawalConfirmation.title')}
        </h2>
        <Notice tone="warning">
          {t('withdrawalConfirmation.autoReceived')} {t('withdrawalConfirmation.forcedReceiptNote')}
        </Notice>
      </section>
    );
  }

  const busy = !state.matches({ open: 'awaitingAnswer' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !answer) return;
    if (answer === 'received') actorRef.send({ type: 'RECEIVED' });
    else if (answer === 'allReceived') actorRef.send({ type: 'ALL_RECEIVED' });
    else if (answer === 'notReceived') actorRef.send({ type: 'NOT_RECEIVED', proof });
    else {
      const typed = Number(
        String(new FormData(event.currentTarget).get('receivedAmount') ?? '').trim() || Number.NaN,
      );
      actorRef.send({ type: 'PARTLY_RECEIVED', amount: Math.round(typed * 10 ** minorDigits(currency)) });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${uid}-withdrawal-title`}>
      <h2 id={`${uid}-withdrawal-title`} className={styles.heading}>
        {t('withdrawalConfirmation.title')}
      </h2>
      <p className={styles.text}>
        {t('withdrawalConfirmation.disbursed', { amount: money(context.disbursedAmount) })}
      </p>
      <p className={styles.text}>
        {t('withdrawalConfirmation.autoReceivedNote', {
          count: Math.max(1, Math.ceil(context.autoReceiveMs / 60_000)),
        })}
      </p>
      {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>{t('withdrawalConfirmation.prompt')}</legend>
        {receiptAnswers.map((option) => (
          <label key={option} className={styles.checkboxLabel}>
            <input
              type="radio"
              name="answer"
              value={option}
              className={styles.checkbox}
              checked={answer === option}
              onChange={() => setAnswer(option)}
            />
            <span>{t(ANSWER_KEYS[option])}</span>
          </label>
        ))}
      </fieldset>
      {answer === 'partlyReceived' ? (
        <TextField
          name="receivedAmount"
          inputMode="decimal"
          label={t('withdrawalConfirmation.receivedAmount')}
          error={error('receivedAmount')}
          required
        />
      ) : null}
      {answer === 'notReceived' ? (
        <FormField
          label={t('withdrawalConfirmation.proof')}
          hint={t('withdrawalConfirmation.proofHint')}
          error={error('proof')}
          required
        >
          {(control) => (
            <input
              type="file"
              name="proof"
              accept="image/png,image/jpeg"
              {...control}
              onChange={(event) => {
                const file = event.target.files?.[0];
                setProof(file ? { name: file.name, type: file.type, size: file.size, file } : null);
              }}
            />
          )}
        </FormField>
      ) : null}
      {state.matches({ open: 'uploadingProof' }) ? (
        <BusyStatus>{t('withdrawalConfirmation.uploading')}</BusyStatus>
      ) : null}
      {state.matches({ open: 'submitting' }) ? (
        <BusyStatus>{t('withdrawalConfirmation.submitting')}</BusyStatus>
      ) : null}
      <Button type="submit" loading={busy} disabled={!answer}>
        {t('withdrawalConfirmation.submit')}
      </Button>
    </form>
  );
}
