import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlayBreakKind, PlayBreakPeriod } from '@portal/api-contract';
import { playBreakPeriodsOf } from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import type { playBreakMachine } from '@portal/machines';
import {
  Button,
  Dialog,
  formatDateTime,
  Notice,
  PasswordField,
  RadioGroup,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';

/** One part of the form: a break's choice, or the notice once a break has started. */
export interface PlayBreakFrameProps {
  part: PlayBreakKind | 'started';
  title: string;
  children: ReactNode;
}

export interface PlayBreakFormProps {
  actorRef: ActorRefFrom<typeof playBreakMachine>;
  /**
   * Draws each part under its heading; a page whose other sections are cards passes its own card.
   * Defaults to the flow's plain frame.
   */
  frame?: (props: PlayBreakFrameProps) => ReactNode;
  /** The moment to count a break's end from while the member reads the confirmation (tests fix it). */
  now?: () => number;
  /** The breaks the white label offers; both unless told. */
  kinds?: readonly PlayBreakKind[];
}

const allKinds = ['TIME_OUT', 'SELF_EXCLUSION'] as const;

const DAY_MS = 86_400_000;
/** The end date the confirmation names before the server answers; the server's own is shown after. */
const approximateDays: Readonly<Record<PlayBreakPeriod, number>> = {
  HOURS_24: 1,
  DAYS_7: 7,
  DAYS_30: 30,
  WEEKS_6: 42,
  MONTHS_6: 182,
  YEAR_1: 365,
  YEARS_5: 1826,
};

function PlainFrame({ title, children }: PlayBreakFrameProps) {
  return <FlowFrame title={title}>{children}</FlowFrame>;
}

/**
 * Time-out and self-exclusion: one choice of period each, then a confirmation that says plainly
 * what happens, that it cannot be undone, and asks for the password.
 */
export function PlayBreakForm({
  actorRef,
  now = Date.now,
  frame: Frame = PlainFrame,
  kinds = allKinds,
}: PlayBreakFormProps) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const { step, context } = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['choosing', 'confirming', 'submitting', 'done'] as const).find((name) =>
        snapshot.matches(name),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const [password, setPassword] = useState('');

  if (step === 'done' && context.started)
    return (
      <Frame part="started" title={t('playBreaks.title')}>
        <Notice tone="success">
          {t('playBreaks.confirm.done', { until: formatDateTime(context.started.endsAt) })}{' '}
          {t('playBreaks.confirm.doneSignOut')}
        </Notice>
      </Frame>
    );

  const choose = (kind: PlayBreakKind) => (period: string) =>
    actorRef.send({ type: 'CHOOSE', kind, period: period as PlayBreakPeriod });
  const review = (kind: PlayBreakKind) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (context.kind !== kind) return;
    actorRef.send({ type: 'REVIEW' });
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'CONFIRM', password });
  };
  const reviewing = step === 'confirming' || step === 'submitting';
  const until =
    context.period === null
      ? ''
      : formatDateTime(new Date(now() + approximateDays[context.period] * DAY_MS).toISOString());

  return (
    <div className={styles.form}>
      {allKinds
        .filter((kind) => kinds.includes(kind))
        .map((kind) => {
          const own = context.kind === kind;
          const title = t(
            kind === 'TIME_OUT' ? 'playBreaks.breaks.timeOutTitle' : 'playBreaks.breaks.exclusionTitle',
          );
          return (
            <Frame key={kind} part={kind} title={title}>
              <form className={styles.form} onSubmit={review(kind)} noValidate aria-label={title}>
                <p className={styles.text}>
                  {t(
                    kind === 'TIME_OUT' ? 'playBreaks.breaks.timeOutHint' : 'playBreaks.breaks.exclusionHint',
                  )}{' '}
                  {t('playBreaks.breaks.scope')}
                </p>
                <RadioGroup
                  name={`period-${kind}`}
                  legend={t('playBreaks.breaks.period')}
                  orientation="horizontal"
                  options={playBreakPeriodsOf[kind].map((period) => ({
                    value: period,
                    label: t(`playBreaks.breaks.periods.${period}`),
                  }))}
                  value={own && context.period ? context.period : ''}
                  onValueChange={choose(kind)}
                  error={own ? fieldError(t, context.fieldErrors, 'period') : undefined}
                  disabled={reviewing}
                />
                <div className={styles.actions}>
                  <Button
                    type="submit"
                    variant={kind === 'SELF_EXCLUSION' ? 'danger' : 'primary'}
                    disabled={reviewing}
                  >
                    {t(
                      kind === 'TIME_OUT'
                        ? 'playBreaks.breaks.startTimeOut'
                        : 'playBreaks.breaks.startExclusion',
                    )}
                  </Button>
                </div>
              </form>
            </Frame>
          );
        })}
      <Dialog.Root
        open={reviewing}
        openDelayMs={0}
        onOpenChange={(open) => {
          if (!open && step === 'confirming') actorRef.send({ type: 'CANCEL' });
        }}
      >
        <Dialog.Content
          title={t('playBreaks.confirm.title')}
          size="sm"
          draggable={false}
          closeOnEscape={step === 'confirming'}
          showCloseButton={false}
        >
          <form
            className={styles.form}
            onSubmit={confirm}
            noValidate
            aria-label={t('playBreaks.confirm.title')}
          >
            <p>
              {t(
                context.kind === 'TIME_OUT'
                  ? 'playBreaks.confirm.timeOutBody'
                  : 'playBreaks.confirm.exclusionBody',
                {
                  until,
                },
              )}
            </p>
            <Notice tone="warning">{t('playBreaks.confirm.final')}</Notice>
            {context.failure && context.failure.code !== 'INVALID_CREDENTIALS' ? (
              <Notice tone="danger">{translateError(t, context.failure.code)}</Notice>
            ) : null}
            <PasswordField
              name="password"
              autoComplete="current-password"
              label={t('playBreaks.confirm.password')}
              hint={t('playBreaks.confirm.passwordHint')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={
                context.failure?.code === 'INVALID_CREDENTIALS'
                  ? translateError(t, context.failure.code)
                  : fieldError(t, context.fieldErrors, 'password')
              }
              disabled={step === 'submitting'}
              required
            />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={step === 'submitting'}
                onClick={() => actorRef.send({ type: 'CANCEL' })}
              >
                {t('playBreaks.confirm.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                loading={step === 'submitting'}
                disabled={step === 'submitting'}
              >
                {t('playBreaks.confirm.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
