import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import {
  receiptAnswers,
  type withdrawalConfirmationMachine,
  type ProofImage,
  type ReceiptAnswer,
} from '@portal/machines';
import {
  BusyStatus,
  Button,
  currencyFractionDigits,
  formatAmount,
  ImageUpload,
  Notice,
  RadioGroup,
  TextField,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError } from '../shared/messages';

export interface WithdrawalConfirmationProps {
  actorRef: ActorRefFrom<typeof withdrawalConfirmationMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
}

/** The one proof picture the confirmation takes: png or jpg of at most 5 MB (SPEC §9). */
const PROOF_LIMITS = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxFiles: 1 } as const;

const ANSWER_KEYS = {
  received: 'withdrawalConfirmation.received',
  allReceived: 'withdrawalConfirmation.allReceived',
  partlyReceived: 'withdrawalConfirmation.partlyReceived',
  notReceived: 'withdrawalConfirmation.notReceived',
} as const satisfies Record<ReceiptAnswer, string>;

/** After a disbursement: received, all received, partly (with the amount) or not received (with proof). */
export function WithdrawalConfirmation({ actorRef, currency }: WithdrawalConfirmationProps) {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'errors', 'common']);
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
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const error = (name: string) => amountFieldError(t, context.fieldErrors, name, money);

  if (state.matches('answered')) {
    const given = context.answer ?? 'received';
    return (
      <FlowFrame title={t('withdrawalConfirmation.title')}>
        <Notice tone="success">{t('withdrawalConfirmation.submitted')}</Notice>
        <p className={styles.text}>
          {t('withdrawalConfirmation.answered', { answer: t(ANSWER_KEYS[given]) })}
          {given === 'partlyReceived' && context.receivedAmount !== null
            ? ` (${money(context.receivedAmount)})`
            : ''}
        </p>
      </FlowFrame>
    );
  }
  if (state.matches('autoReceived')) {
    return (
      <FlowFrame title={t('withdrawalConfirmation.title')}>
        <Notice tone="warning">
          {t('withdrawalConfirmation.autoReceived')} {t('withdrawalConfirmation.forcedReceiptNote')}
        </Notice>
      </FlowFrame>
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
      actorRef.send({
        type: 'PARTLY_RECEIVED',
        amount: Math.round(typed * 10 ** currencyFractionDigits(currency)),
      });
    }
  };

  return (
    <FlowFrame title={t('withdrawalConfirmation.title')}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('withdrawalConfirmation.title')}
      >
        <p className={styles.text}>
          {t('withdrawalConfirmation.disbursed', { amount: money(context.disbursedAmount) })}
        </p>
        <p className={styles.text}>
          {t('withdrawalConfirmation.autoReceivedNote', {
            count: Math.max(1, Math.ceil(context.autoReceiveMs / 60_000)),
          })}
        </p>
        {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
        <RadioGroup
          name="answer"
          legend={t('withdrawalConfirmation.prompt')}
          options={receiptAnswers.map((option) => ({ value: option, label: t(ANSWER_KEYS[option]) }))}
          value={answer ?? ''}
          onValueChange={(value) => setAnswer(receiptAnswers.find((option) => option === value) ?? null)}
          disabled={busy}
        />
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
          <ImageUpload
            name="proof"
            legend={t('withdrawalConfirmation.proof')}
            hint={t('withdrawalConfirmation.proofHint')}
            limits={PROOF_LIMITS}
            error={error('proof')}
            required
            disabled={busy}
            onValueChange={([file]) =>
              setProof(file ? { name: file.name, type: file.type, size: file.size, file } : null)
            }
          />
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
    </FlowFrame>
  );
}
