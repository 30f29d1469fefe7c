import { useSelector } from '@xstate/react';
import { Fragment, useId } from 'react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CONTRACT_PERIOD_KEYS, translateError, translateIssue } from '@portal/i18n';
import {
  type contractMachine,
  contractPeriods,
  type ContractPeriod,
  type ContractStatus,
  type ContractType,
  topRate,
} from '@portal/machines';
import {
  BusyStatus,
  Button,
  currencyFractionDigits,
  formatAmount,
  Notice,
  Select,
  TextField,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import * as local from './ContractReview.css';

export interface ContractReviewProps {
  actorRef: ActorRefFrom<typeof contractMachine>;
  /** ISO 4217 code of the merchant's currency: the thresholds are minor units of it. */
  currency: string;
}

const STATUS_KEYS = {
  PENDING: 'status:contract.pending',
  ACTIVE: 'status:contract.active',
  TERMINATION_REQUESTED: 'status:contract.terminationPending',
  TERMINATED: 'status:contract.terminated',
  REJECTED: 'status:contract.rejected',
} as const satisfies Record<ContractStatus, string>;

const TYPE_KEYS = {
  DAILY_SALARY: 'contracts.types.dailySalary',
  HOURLY_SALARY: 'contracts.types.hourlySalary',
  REAL_TIME_SALARY: 'contracts.types.realtimeSalary',
  DIVIDEND: 'contracts.types.dividend',
} as const satisfies Record<ContractType, string>;

/** The one tier the form offers (the contract allows several; the server compares the best). */
const RATE_FIELD = 'tiers.0.rate';

/** One agent contract seen by the upline or the downline, with the actions its state allows. */
export function ContractReview({ actorRef, currency }: ContractReviewProps) {
  const { t, i18n } = useTranslation(['agent', 'status', 'validation', 'errors', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const { contract } = context;
  const locale = i18n.language;
  // Contract rates are percents: 1.5 means 1.5 %.
  const rate = (percent: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
  const send = actorRef.send;
  const settled = state.matches('settled');
  const busy = !settled && !state.matches('routing');
  const upline = context.viewer === 'upline';

  const issue = (name: string) => {
    const problem = context.fieldErrors[name];
    if (!problem) return undefined;
    const max = problem.params?.max;
    return translateIssue(
      t,
      name === RATE_FIELD && typeof max === 'number'
        ? { ...problem, params: { ...problem.params, max: rate(max) } }
        : problem,
    );
  };

  const propose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const number = (name: string) => Number(String(data.get(name) ?? '').trim() || Number.NaN);
    const period = String(data.get('period') ?? '');
    const minor = (name: string) => Math.round(number(name) * 10 ** currencyFractionDigits(currency));
    send({
      type: 'PROPOSE',
      terms: {
        period: (contractPeriods as readonly string[]).includes(period) ? (period as ContractPeriod) : null,
        tiers: [
          {
            rate: number('rate'),
            validBetAmount: minor('validBetAmount'),
            activeMembers: number('activeMembers'),
            periodProfitLoss: minor('periodProfitLoss'),
          },
        ],
      },
    });
  };

  const canPropose = upline && (state.matches({ settled: 'none' }) || state.matches({ settled: 'ended' }));

  return (
    <FlowFrame title={t(TYPE_KEYS[context.contractType])}>
      {contract ? (
        <dl className={local.terms}>
          <dt>{t('contracts.fields.status')}</dt>
          <dd>{t(STATUS_KEYS[contract.status])}</dd>
          {contract.tiers.map((tier, index) => (
            <Fragment key={index}>
              {/* With several tiers, each tier's rate line is headed by the tier. */}
              <dt>
                {contract.tiers.length > 1
                  ? t('contracts.fields.tier', { level: index + 1 })
                  : t('contracts.fields.rate')}
              </dt>
              <dd>{rate(tier.rate)}</dd>
              <dt>{t('contracts.fields.validBet')}</dt>
              <dd>{formatAmount(tier.validBetAmount, currency, locale)}</dd>
              <dt>{t('contracts.fields.activeMembers')}</dt>
              <dd>{tier.activeMembers}</dd>
              <dt>{t('contracts.fields.periodProfitLoss')}</dt>
              <dd>{formatAmount(tier.periodProfitLoss, currency, locale)}</dd>
            </Fragment>
          ))}
          {contract.period ? (
            <>
              <dt>{t('contracts.fields.period')}</dt>
              <dd>{t(CONTRACT_PERIOD_KEYS[contract.period])}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className={styles.text}>{upline ? t('contracts.newRequestHint') : t('contracts.empty')}</p>
      )}
      {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}

      {canPropose ? (
        <form
          className={styles.form}
          onSubmit={propose}
          noValidate
          aria-label={t('contracts.actions.newRequest')}
        >
          <TextField
            name="rate"
            inputMode="decimal"
            label={t('contracts.fields.rate')}
            hint={t('contracts.rateHint', { max: rate(context.maxRate) })}
            error={issue(RATE_FIELD)}
            required
          />
          <TextField
            name="validBetAmount"
            inputMode="decimal"
            label={t('contracts.fields.validBet')}
            error={issue('tiers.0.validBetAmount')}
            required
          />
          <TextField
            name="activeMembers"
            inputMode="numeric"
            label={t('contracts.fields.activeMembers')}
            error={issue('tiers.0.activeMembers')}
            required
          />
          <TextField
            name="periodProfitLoss"
            inputMode="decimal"
            label={t('contracts.fields.periodProfitLoss')}
            defaultValue="0"
            error={issue('tiers.0.periodProfitLoss')}
            required
          />
          {context.contractType === 'DIVIDEND' ? (
            <Select
              name="period"
              label={t('contracts.fields.period')}
              options={contractPeriods.map((period) => ({
                value: period,
                label: t(CONTRACT_PERIOD_KEYS[period]),
              }))}
              error={issue('period')}
              required
            />
          ) : null}
          <Button type="submit">{t('contracts.actions.newRequest')}</Button>
        </form>
      ) : null}

      {state.matches({ settled: 'awaitingResponse' }) ? (
        <Notice tone="info">{t('contracts.awaitingResponse')}</Notice>
      ) : null}
      {state.matches({ settled: 'awaitingTermination' }) ? (
        <Notice tone="info">{t('contracts.awaitingTermination')}</Notice>
      ) : null}
      {state.matches({ settled: 'ended' }) && !upline ? (
        <Notice tone="info">{t('contracts.ended')}</Notice>
      ) : null}

      {state.matches({ settled: 'offered' }) || state.matches('accepting') || state.matches('rejecting') ? (
        <>
          <p className={styles.text}>{t('contracts.requestMessage')}</p>
          <div className={styles.actions}>
            <Button
              loading={state.matches('accepting')}
              disabled={busy}
              onClick={() => send({ type: 'ACCEPT' })}
            >
              {t('contracts.actions.accept')}
            </Button>
            <Button
              variant="outline"
              loading={state.matches('rejecting')}
              disabled={busy}
              onClick={() => send({ type: 'REJECT' })}
            >
              {t('contracts.actions.reject')}
            </Button>
          </div>
        </>
      ) : null}

      {state.matches({ settled: 'confirmingDownlineTermination' }) ? (
        <div className={styles.form}>
          <Notice tone="warning">
            {t('contracts.terminateWarning', { count: context.conflicts.length })}
          </Notice>
          <h3 id={`${uid}-contract-conflicts`} className={local.subheading}>
            {t('contracts.conflictsTitle')}
          </h3>
          <ul className={styles.list} aria-labelledby={`${uid}-contract-conflicts`}>
            {context.conflicts.map((conflict) => (
              <li key={conflict.contractId}>
                {t('contracts.conflictItem', {
                  account: conflict.downlineAccount,
                  rate: rate(topRate(conflict.tiers)),
                })}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => send({ type: 'CONFIRM' })}>
              {t('contracts.confirmAccept')}
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL' })}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {state.matches({ settled: 'active' }) ||
      state.matches('requestingTermination') ||
      (state.matches('terminating') && context.contract?.status === 'ACTIVE') ? (
        <div className={styles.actions}>
          <Button
            variant="outline"
            loading={state.matches('requestingTermination')}
            disabled={busy}
            onClick={() => send({ type: 'REQUEST_TERMINATION' })}
          >
            {t('contracts.actions.terminationRequest')}
          </Button>
          {upline ? (
            <Button
              variant="danger"
              loading={state.matches('terminating')}
              disabled={busy}
              onClick={() => send({ type: 'TERMINATE' })}
            >
              {t('contracts.actions.terminate')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {state.matches({ settled: 'terminationOffered' }) ||
      (state.matches('terminating') && context.contract?.status === 'TERMINATION_REQUESTED') ? (
        <>
          <Notice tone="warning">{t('contracts.terminationOffered')}</Notice>
          <div className={styles.actions}>
            {/* Agreeing ends the contract; the contract offers no way to decline the request. */}
            <Button
              loading={state.matches('terminating')}
              disabled={busy}
              onClick={() => send({ type: 'ACCEPT' })}
            >
              {t('contracts.actions.accept')}
            </Button>
          </div>
        </>
      ) : null}

      {busy ? <BusyStatus>{t('contracts.processing')}</BusyStatus> : null}
    </FlowFrame>
  );
}
