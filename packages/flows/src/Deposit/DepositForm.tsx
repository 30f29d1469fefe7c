import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DepositChannel, DepositOrder } from '@portal/api-contract';
import {
  depositFee,
  feeBasisPointsOf,
  minorUnitsToAmountText,
  parseAmountToMinorUnits,
} from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import { answerLost, type DepositProof, type depositMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  ImageUpload,
  Notice,
  RadioGroup,
  TextField,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError, fieldError } from '../shared/messages';

export interface DepositFormProps {
  actorRef: ActorRefFrom<typeof depositMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
}

/** One png or jpg of at most 5 MB (SPEC §9), as the server's upload takes it. */
const PROOF_LIMITS = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxFiles: 1 } as const;

/**
 * The deposit page's form: a channel with its limits and fee, a preset or typed amount, the proof
 * of payment where the channel is paid by hand, and the order the server writes, with a link to
 * pay it where the channel is paid elsewhere. A lost answer offers "Send again", which can never
 * write the order twice.
 */
export function DepositForm({ actorRef, currency }: DepositFormProps) {
  const { t } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'uploadingProof', 'ordering', 'ordered'] as const).find((step) =>
        snapshot.matches(step),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  // A kept order (its answer was lost) opens with its own channel and amount.
  const [channelId, setChannelId] = useState(
    () =>
      context.move?.channelId ?? (context.channels.length === 1 ? context.channels[0]?.channelId : '') ?? '',
  );
  const [amount, setAmount] = useState(() =>
    context.move ? minorUnitsToAmountText(context.move.amount, context.fractionDigits) : '',
  );
  const [proofFile, setProofFile] = useState<File | null>(null);
  const channelName = (id: string) =>
    context.channels.find((channel) => channel.channelId === id)?.name ?? id;

  if (view.step === 'ordered' && context.placed)
    return (
      <OrderPlaced
        order={context.placed.order}
        channel={channelName(context.placed.channelId)}
        money={money}
        onAnother={() => actorRef.send({ type: 'NEW_DEPOSIT' })}
      />
    );

  if (context.channels.length === 0)
    return (
      <FlowFrame title={t('deposit.title')}>
        <Notice tone="info">{t('deposit.noChannels')}</Notice>
      </FlowFrame>
    );

  const busy = view.step !== 'editing';
  const channel = context.channels.find((candidate) => candidate.channelId === channelId);
  const proof: DepositProof | null = proofFile
    ? { name: proofFile.name, type: proofFile.type, size: proofFile.size, file: proofFile }
    : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    actorRef.send({
      type: 'SUBMIT',
      values: { channelId, amount, ...(channel?.proofRequired ? { proof } : {}) },
    });
  };

  return (
    <FlowFrame title={t('deposit.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('deposit.title')}>
        {answerLost(context) && context.move ? (
          <Notice tone="warning">
            {t('deposit.answerLost', {
              amount: money(context.move.amount),
              channel: channelName(context.move.channelId),
            })}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('deposit.retry')}
            </Button>
          </Notice>
        ) : context.failure ? (
          <Notice tone="danger">{translateError(t, context.failure.code)}</Notice>
        ) : null}
        <RadioGroup
          name="channelId"
          legend={t('deposit.method')}
          options={context.channels.map((option) => ({
            value: option.channelId,
            label: <ChannelLabel channel={option} money={money} />,
          }))}
          value={channelId}
          onValueChange={setChannelId}
          error={fieldError(t, context.fieldErrors, 'channelId')}
          disabled={busy}
          required
        />
        {channel && channel.presetAmounts.length > 0 ? (
          <div role="group" aria-label={t('deposit.presets')} className={styles.actions}>
            {channel.presetAmounts.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant="secondary"
                aria-pressed={parseAmountToMinorUnits(amount, context.fractionDigits) === preset}
                disabled={busy}
                onClick={() => setAmount(minorUnitsToAmountText(preset, context.fractionDigits))}
              >
                {money(preset)}
              </Button>
            ))}
          </div>
        ) : null}
        <TextField
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          hint={
            channel
              ? t('deposit.channelLimits', { min: money(channel.minAmount), max: money(channel.maxAmount) })
              : undefined
          }
          error={amountFieldError(t, context.fieldErrors, 'amount', money)}
          disabled={busy}
          required
        />
        <FeeNote
          channel={channel}
          amount={parseAmountToMinorUnits(amount, context.fractionDigits)}
          money={money}
        />
        {channel?.proofRequired ? (
          <ImageUpload
            name="proof"
            legend={t('deposit.proof')}
            hint={t('deposit.proofHint', { channel: channel.name })}
            limits={PROOF_LIMITS}
            // The server names the stored proof the order refers to proofImageId.
            error={
              fieldError(t, context.fieldErrors, 'proof') ??
              fieldError(t, context.fieldErrors, 'proofImageId')
            }
            value={proofFile ? [proofFile] : []}
            onValueChange={([file]) => setProofFile(file ?? null)}
            required
            disabled={busy}
          />
        ) : null}
        {view.step === 'uploadingProof' ? <BusyStatus>{t('deposit.uploadingProof')}</BusyStatus> : null}
        {view.step === 'ordering' ? <BusyStatus>{t('deposit.ordering')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy} disabled={busy}>
            {t('deposit.submit')}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}

function ChannelLabel({ channel, money }: { channel: DepositChannel; money: (minor: number) => string }) {
  const { t } = useTranslation('wallet');
  const limits = t('deposit.channelLimits', { min: money(channel.minAmount), max: money(channel.maxAmount) });
  const fee = channel.feePercent > 0 ? t('deposit.fee', { percent: channel.feePercent }) : t('deposit.noFee');
  const proof = channel.proofRequired ? ` · ${t('deposit.proofNeeded')}` : '';
  return (
    <>
      {channel.name} <span className={styles.text}>{`· ${limits} · ${fee}${proof}`}</span>
    </>
  );
}

/** What arrives in the main wallet once a channel's fee is kept: shown as the amount is typed. */
function FeeNote({
  channel,
  amount,
  money,
}: {
  channel: DepositChannel | undefined;
  amount: number | null;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('wallet');
  if (!channel || channel.feePercent === 0 || amount === null || amount <= 0) return null;
  const fee = depositFee(amount, feeBasisPointsOf(channel.feePercent));
  return (
    <p className={styles.text} aria-live="polite">
      {t('deposit.youReceive', { amount: money(amount - fee), fee: money(fee) })}
    </p>
  );
}

function OrderPlaced({
  order,
  channel,
  money,
  onAnother,
}: {
  order: DepositOrder;
  channel: string;
  money: (minor: number) => string;
  onAnother: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <FlowFrame title={t('deposit.title')}>
      <div className={styles.form}>
        <Notice tone="success">
          {t('deposit.ordered', { orderId: order.orderId, amount: money(order.amount) })}
        </Notice>
        <p className={styles.text}>
          {t('deposit.orderStatus', { status: t(`deposit.statuses.${order.status}`) })}
        </p>
        <p className={styles.text}>{t('deposit.creditedWhenPaid')}</p>
        <div className={styles.actions}>
          {order.paymentUrl ? (
            <Button asChild>
              <a href={order.paymentUrl} target="_blank" rel="noopener noreferrer">
                {t('deposit.payNow', { channel })}
                <span className={styles.visuallyHidden}> ({t('common:a11y.opensInNewWindow')})</span>
              </a>
            </Button>
          ) : null}
          <Button variant={order.paymentUrl ? 'secondary' : 'primary'} onClick={onAnother}>
            {t('deposit.another')}
          </Button>
        </div>
      </div>
    </FlowFrame>
  );
}
