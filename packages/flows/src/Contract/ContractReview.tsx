import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { CONTRACT_PERIOD_KEYS, translateError, translateIssue } from '@portal/i18n';
import {
  type contractMachine,
  contractPeriods,
  type ContractPeriod,
  type ContractStatus,
} from '@portal/machines';
import { BusyStatus, Button, FormField, Notice, TextField } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { formatMoney, minorDigits } from '../shared/messages';
import * as local from './ContractReview.css';

export interface ContractReviewProps {
  actorRef: ActorRefFrom<typeof contractMachine>;
  /** Currency of the valid-bet threshold (minor units in the contract). */
  currency?: string;
}

const STATUS_KEYS = {
  pending: 'status:contract.pending',
  active: 'status:contract.active',
  terminationRequested: 'status:contract.terminationPending',
  terminated: 'status:contract.terminated',
  rejected: 'status:contract.rejected',
} as const satisfies Record<ContractStatus, string>;

/** One agent contract seen by the upline or the downline, with the actions its state allows. */
export function ContractReview({ actorRef, currency = 'PHP' }: ContractReviewProps) {
  const { t, i18n } = useTranslation(['agent', 'status', 'validation', 'errors', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const { contract } = context;
  const locale = i18n.language;
  const rate = (bps: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
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
      name === 'rateBps' && typeof max === 'number'
        ? { ...problem, params: { ...problem.params, max: rate(max) } }
        : problem,
    );
  };

  const propose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const number = (name: string) => Number(String(data.get(name) ?? '').trim() || Number.NaN);
    const period = String(data.get('period') ?? '');
    send({
      type: 'PROPOSE',
      terms: {
        rateBps: Math.round(number('rate') * 100),
        minValidBet: Math.round(number('minValidBet') * 10 ** minorDigits(currency)),
        minActiveMembers: number('minActiveMembers'),
        period: (contractPeriods as readonly string[]).includes(period) ? (period as ContractPeriod) : null,
      },
    });
  };

  const canPropose = upline && (state.matches({ settled: 'none' }) || state.matches({ settled: 'ended' }));

  return (
    <section className={styles.form} aria-labelledby={`${uid}-contract-title`}>
      <h2 id={`${uid}-contract-title`} className={styles.heading}>
        {t(`contracts.types.${context.contractType}`)}
      </h2>
      {contract ? (
        <dl className={local.terms}>
          <dt>{t('contracts.fields.status')}</dt>
          <dd>{t(STATUS_KEYS[contract.status])}</dd>
          <dt>{t('contracts.fields.rate')}</dt>
          <dd>{rate(contract.terms.rateBps)}</dd>
          <dt>{t('contracts.fields.validBet')}</dt>
          <dd>{formatMoney(contract.terms.minValidBet, currency, locale)}</dd>
          <dt>{t('contracts.fields.activeMembers')}</dt>
          <dd>{contract.terms.minActiveMembers}</dd>
          {contract.terms.period ? (
            <>
              <dt>{t('contracts.fields.period')}</dt>
              <dd>{t(CONTRACT_PERIOD_KEYS[contract.terms.period])}</dd>
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
            hint={t('contracts.rateHint', { max: rate(context.maxRateBps) })}
            error={issue('rateBps')}
            required
          />
          <TextField
            name="minValidBet"
            inputMode="decimal"
            label={t('contracts.fields.validBet')}
            error={issue('minValidBet')}
            required
          />
          <TextField
            name="minActiveMembers"
            inputMode="numeric"
            label={t('contracts.fields.activeMembers')}
            error={issue('minActiveMembers')}
            required
          />
          {context.contractType === 'dividend' ? (
            <FormField label={t('contracts.fields.period')} error={issue('period')} required>
              {(control) => (
                <select name="period" defaultValue="" className={styles.select} {...control}>
                  <option value="" disabled>
                    {t('contracts.fields.period')}
                  </option>
                  {contractPeriods.map((period) => (
                    <option key={period} value={period}>
                      {t(CONTRACT_PERIOD_KEYS[period])}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
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
              <li key={conflict.id}>
                {t('contracts.conflictItem', { account: conflict.account, rate: rate(conflict.rateBps) })}
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
      state.matches('terminating') ? (
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
      state.matches('acceptingTermination') ||
      state.matches('rejectingTermination') ? (
        <>
          <Notice tone="warning">{t('contracts.terminationOffered')}</Notice>
          <div className={styles.actions}>
            <Button
              loading={state.matches('acceptingTermination')}
              disabled={busy}
              onClick={() => send({ type: 'ACCEPT' })}
            >
              {t('contracts.actions.accept')}
            </Button>
            <Button
              variant="outline"
              loading={state.matches('rejectingTermination')}
              disabled={busy}
              onClick={() => send({ type: 'REJECT' })}
            >
              {t('contracts.actions.reject')}
            </Button>
          </div>
        </>
      ) : null}

      {busy ? <BusyStatus>{t('contracts.processing')}</BusyStatus> : null}
    </section>
  );
}
