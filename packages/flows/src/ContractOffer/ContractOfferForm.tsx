import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CONTRACT_PERIOD_KEYS, translateError } from '@portal/i18n';
import {
  contractPeriods,
  MIN_CONTRACT_RATE,
  topRate,
  type contractOfferMachine,
  type ContractType,
} from '@portal/machines';
import { BusyStatus, Button, Notice, Select, TextField, useFormatLocale, useTranslation } from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError, formValues, textValues } from '../shared/messages';

export interface ContractOfferFormProps {
  actorRef: ActorRefFrom<typeof contractOfferMachine>;
}

/** Real-time salaries settle every five minutes (SPEC §9). */
const REAL_TIME_SETTLEMENT_MINUTES = 5;

const TYPE_KEYS = {
  DAILY_SALARY: 'contracts.types.dailySalary',
  HOURLY_SALARY: 'contracts.types.hourlySalary',
  REAL_TIME_SALARY: 'contracts.types.realtimeSalary',
  DIVIDEND: 'contracts.types.dividend',
} as const satisfies Record<ContractType, string>;

/** Contract rates are percents: 1.5 means 1.5 %. */
export function usePercent(): (percent: number) => string {
  const locale = useFormatLocale();
  return (percent) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * An agent's offer of a salary or dividend contract to a direct downline (SPEC §4 "new contract
 * request"): the downline, a rate within the agent's own, one tier of thresholds and, for dividends,
 * the period. The offer then waits for the downline to accept or reject it.
 */
export function ContractOfferForm({ actorRef }: ContractOfferFormProps) {
  const { t } = useTranslation(['agent', 'validation', 'errors', 'common']);
  const percent = usePercent();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'offering', 'offered'] as const).find((step) => snapshot.matches(step)),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  // The rate field says the allowed range, or the shape a rate is typed in.
  const rateError = (() => {
    const problem = context.fieldErrors.rate;
    if (!problem) return undefined;
    if (problem.code === 'amountTooLarge' || problem.code === 'amountTooSmall') {
      // The server's cap wins over the one this form was told of: it is the current one.
      const max = typeof problem.params?.max === 'number' ? problem.params.max : context.maxRate;
      const min = percent(MIN_CONTRACT_RATE);
      return max === null
        ? t('contracts.offer.rateTooLow', { min })
        : t('contracts.offer.rateRange', { min, max: percent(max) });
    }
    if (problem.code === 'invalid') return t('contracts.offer.rateFormat');
    return fieldError(t, context.fieldErrors, 'rate');
  })();
  const title = t('contracts.offer.title', { type: t(TYPE_KEYS[context.contractType]) });

  if (view.step === 'offered' && context.offered)
    return (
      <FlowFrame title={title}>
        <div className={styles.form}>
          <Notice tone="success">
            {t('contracts.offer.sent', {
              account: context.offered.downlineAccount,
              rate: percent(topRate(context.offered.tiers)),
            })}
          </Notice>
          <div className={styles.actions}>
            <Button onClick={() => actorRef.send({ type: 'NEW_OFFER' })}>
              {t('contracts.offer.another')}
            </Button>
          </div>
        </div>
      </FlowFrame>
    );

  const busy = view.step !== 'editing';
  const { failure } = context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    actorRef.send({ type: 'SUBMIT', values: textValues(formValues(event.currentTarget)) });
  };
  const downlineError =
    failure?.code === 'ACCOUNT_NOT_FOUND'
      ? t('contracts.offer.notDownline', { account: context.downlineAccount })
      : fieldError(t, context.fieldErrors, 'downlineAccount');
  // Refusals that no field explains; a downline outside the tree is said under its field.
  const refusal =
    failure === null || failure.code === 'ACCOUNT_NOT_FOUND' || failure.code === 'VALIDATION_FAILED'
      ? null
      : failure.code === 'OPERATION_NOT_ALLOWED'
        ? t('contracts.offer.notAllowed', { account: context.downlineAccount })
        : translateError(t, failure.code);
  const settlement =
    context.contractType === 'DAILY_SALARY'
      ? t('contracts.offer.settledDaily')
      : context.contractType === 'HOURLY_SALARY'
        ? t('contracts.offer.settledHourly')
        : context.contractType === 'REAL_TIME_SALARY'
          ? t('contracts.realtimeSettlementNote', { minutes: REAL_TIME_SETTLEMENT_MINUTES })
          : null;

  return (
    <FlowFrame title={title} description={t('contracts.offer.description')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
        <TextField
          name="downlineAccount"
          autoComplete="off"
          label={t('contracts.offer.downline')}
          hint={t('contracts.offer.downlineHint')}
          defaultValue={context.downlineAccount}
          error={downlineError}
          disabled={busy}
          required
        />
        <TextField
          name="rate"
          inputMode="decimal"
          autoComplete="off"
          label={t('contracts.offer.rate')}
          hint={
            context.maxRate === null
              ? t('contracts.offer.rateHintNoCap', { min: percent(MIN_CONTRACT_RATE) })
              : t('contracts.offer.rateHint', {
                  min: percent(MIN_CONTRACT_RATE),
                  max: percent(context.maxRate),
                })
          }
          error={rateError}
          disabled={busy}
          required
        />
        <TextField
          name="validBetAmount"
          inputMode="decimal"
          autoComplete="off"
          label={t('contracts.fields.validBet')}
          error={fieldError(t, context.fieldErrors, 'validBetAmount')}
          disabled={busy}
          required
        />
        <TextField
          name="activeMembers"
          inputMode="numeric"
          autoComplete="off"
          label={t('contracts.fields.activeMembers')}
          error={fieldError(t, context.fieldErrors, 'activeMembers')}
          disabled={busy}
          required
        />
        <TextField
          name="periodProfitLoss"
          inputMode="decimal"
          autoComplete="off"
          label={t('contracts.fields.periodProfitLoss')}
          hint={t('contracts.offer.profitLossHint')}
          defaultValue="0"
          error={fieldError(t, context.fieldErrors, 'periodProfitLoss')}
          disabled={busy}
        />
        {context.contractType === 'DIVIDEND' ? (
          <Select
            name="period"
            label={t('contracts.fields.period')}
            options={contractPeriods.map((period) => ({
              value: period,
              label: t(CONTRACT_PERIOD_KEYS[period]),
            }))}
            error={fieldError(t, context.fieldErrors, 'period')}
            disabled={busy}
            required
          />
        ) : (
          <p className={styles.text}>{settlement}</p>
        )}
        {view.step === 'offering' ? <BusyStatus>{t('contracts.offer.sending')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={view.step === 'offering'} disabled={busy}>
            {t('contracts.offer.submit')}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}
