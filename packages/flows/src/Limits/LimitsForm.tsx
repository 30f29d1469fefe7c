import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  amountLimitKinds,
  limitWindows,
  type LimitWindow,
  type SetLimitRequest,
  type SetLimitResult,
} from '@portal/api-contract';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import { currentLimitOf, pendingLimitOf, type limitsMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  ConfirmDialog,
  formatAmount,
  formatDateTime,
  Notice,
  Select,
  TextField,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError } from '../shared/messages';

export interface LimitsFormProps {
  actorRef: ActorRefFrom<typeof limitsMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
}

type LimitKind = SetLimitRequest['kind'];
const limitKinds: readonly LimitKind[] = [...amountLimitKinds, 'SESSION'];

/**
 * The limits form: which limit (deposit, loss, wager per 24 hours, 7 days or 30 days, or session
 * time) and its new value; empty removes it. A raise or removal is confirmed first, since it only
 * applies after the 24-hour cooling-off; the answer says when the new limit applies.
 */
export function LimitsForm({ actorRef, currency }: LimitsFormProps) {
  const { t } = useTranslation(['account', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'confirming', 'saving', 'saved', 'failed'] as const).find((step) =>
        snapshot.matches(step),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const [kind, setKind] = useState<LimitKind>(() => context.request?.kind ?? 'DEPOSIT');
  const [window, setWindow] = useState<LimitWindow>(() =>
    context.request && context.request.kind !== 'SESSION' ? context.request.window : 'DAY',
  );
  const [value, setValue] = useState(() => {
    const request = context.request;
    if (!request || request.value === null) return '';
    return request.kind === 'SESSION'
      ? String(request.value)
      : minorUnitsToAmountText(request.value, context.fractionDigits);
  });
  const session = kind === 'SESSION';
  const current = currentLimitOf(context.limits, { kind, window });
  const shown = (limit: number) => (session ? t('limits.minutes', { count: limit }) : money(limit));

  if (view.step === 'saved' && context.result)
    return (
      <LimitSaved
        applied={context.result.applied}
        effectiveAt={
          context.request
            ? (pendingLimitOf(context.result.limits, context.request)?.effectiveAt ?? null)
            : null
        }
        onEdit={() => actorRef.send({ type: 'EDIT' })}
      />
    );

  const busy = view.step !== 'editing';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    actorRef.send({ type: 'SUBMIT', values: { kind, window: session ? null : window, value } });
  };
  const request = context.request;

  return (
    <FlowFrame title={t('limits.form.title')} description={t('limits.form.description')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('limits.form.title')}>
        {view.step === 'failed' && context.failure ? (
          <Notice tone="danger">
            {translateError(t, context.failure.code)}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('limits.form.retry')}
            </Button>{' '}
            <Button size="sm" variant="ghost" onClick={() => actorRef.send({ type: 'EDIT' })}>
              {t('limits.form.change')}
            </Button>
          </Notice>
        ) : null}
        <Select
          name="kind"
          label={t('limits.form.kind')}
          options={limitKinds.map((option) => ({ value: option, label: t(`limits.kinds.${option}`) }))}
          value={kind}
          onValueChange={(next) => setKind(next as LimitKind)}
          disabled={busy}
          required
        />
        {session ? null : (
          <Select
            name="window"
            label={t('limits.form.window')}
            options={limitWindows.map((option) => ({ value: option, label: t(`limits.windows.${option}`) }))}
            value={window}
            onValueChange={(next) => setWindow(next as LimitWindow)}
            disabled={busy}
            required
          />
        )}
        <TextField
          name="value"
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          label={session ? t('limits.form.minutes') : t('limits.form.amount')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          hint={
            current === null
              ? t('limits.form.noLimitYet')
              : t('limits.form.currentLimit', { limit: shown(current) })
          }
          error={amountFieldError(t, context.fieldErrors, 'value', money)}
          disabled={busy}
        />
        {view.step === 'saving' ? <BusyStatus>{t('limits.form.saving')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={view.step === 'saving'} disabled={busy}>
            {t('limits.form.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={view.step === 'confirming'}
        openDelayMs={0}
        onOpenChange={(open) => {
          if (!open) actorRef.send({ type: 'CANCEL' });
        }}
        title={request?.value === null ? t('limits.confirm.removeTitle') : t('limits.confirm.raiseTitle')}
        description={t('limits.confirm.description')}
        confirmLabel={t('limits.confirm.confirm')}
        onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
      />
    </FlowFrame>
  );
}

function LimitSaved({
  applied,
  effectiveAt,
  onEdit,
}: {
  applied: SetLimitResult['applied'];
  /** When a raise or removal applies (after the cooling-off). */
  effectiveAt: string | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <FlowFrame title={t('limits.form.title')}>
      <div className={styles.form}>
        <Notice tone={applied === 'UNCHANGED' ? 'info' : 'success'}>
          {applied === 'PENDING' && effectiveAt
            ? t('limits.saved.PENDING', { time: formatDateTime(effectiveAt) })
            : t(`limits.saved.${applied === 'UNCHANGED' ? 'UNCHANGED' : 'NOW'}`)}
        </Notice>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit}>
            {t('limits.saved.another')}
          </Button>
        </div>
      </div>
    </FlowFrame>
  );
}
