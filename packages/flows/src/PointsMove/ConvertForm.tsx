import type { PointConfig } from '@portal/api-contract';
import { convertiblePoints, pointsToMinorUnits } from '@portal/api-contract/validation';
import { useState } from 'react';
import { Button, TextField, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';
import { Facts, MoneyMoved, MoneyMoveForm, withdrawPasswordError } from '../shared/moneyMove';
import { MoveNotice, type PointsMoveView } from './moveParts';

/** Whole points typed so far, or null while the text is not a number of points. */
function typedPoints(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/u.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Points into the main wallet at the white label's ratio: the points held and how many convert
 * (whole ratio steps, at least the minimum), what the typed points give, and the withdraw password.
 */
export function ConvertForm({ view }: { view: PointsMoveView }) {
  const { t } = useTranslation(['points', 'validation', 'errors']);
  const { actorRef, step, context, points, money } = view;
  const config = context.config as PointConfig;
  const kept = context.move && 'points' in context.move ? context.move : null;
  // A kept conversion (its answer was lost) opens with its own points and password.
  const [typed, setTyped] = useState(() => (kept ? String(kept.points) : ''));
  const [password, setPassword] = useState(() => kept?.withdrawPassword ?? '');
  const title = t('mall.convert');

  if (step === 'moved' && context.result?.kind === 'convert') {
    const { converted } = context.result;
    return (
      <MoneyMoved
        title={title}
        done={t('move.converted', {
          points: points(convertedPoints(context)),
          amount: money(converted.creditedAmount),
        })}
        lines={[
          t('move.mainWallet', { amount: money(converted.balance) }),
          t('move.pointsLeft', { points: points(converted.points) }),
        ]}
        another={{
          label: t('move.convertMore'),
          variant: 'secondary',
          onClick: () => {
            setTyped('');
            setPassword('');
            actorRef.send({ type: 'NEW_MOVE' });
          },
        }}
      />
    );
  }

  const busy = step !== 'editing';
  const most = convertiblePoints(context.points, config);
  const asked = typedPoints(typed);
  return (
    <MoneyMoveForm
      title={title}
      description={t('move.ratio', {
        points: points(config.ratio.points),
        amount: money(config.ratio.amount),
      })}
      onSubmit={() =>
        actorRef.send({ type: 'SUBMIT', values: { points: typed, withdrawPassword: password } })
      }
      busy={busy}
      busyText={kept ? t('move.converting', { points: points(kept.points) }) : null}
      submit={t('move.submitConvert')}
      password={{
        value: password,
        onChange: setPassword,
        label: t('move.password'),
        hint: t('move.passwordHint'),
        error: withdrawPasswordError(t, context, t('move.wrongPassword')),
      }}
    >
      <MoveNotice view={view} lostText={t('move.answerLostConvert', { points: points(kept?.points ?? 0) })} />
      <Facts rows={[[t('mall.balance'), points(context.points)]]} />
      <TextField
        name="points"
        inputMode="numeric"
        autoComplete="off"
        label={t('move.pointsLabel')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        hint={t('move.convertible', {
          points: points(most),
          min: points(config.minConvertPoints),
          step: points(config.ratio.points),
        })}
        error={pointsError(t, context)}
        disabled={busy}
        required
        endSlot={
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setTyped(String(most))}
            disabled={busy || most < config.minConvertPoints}
          >
            {t('move.useAll')}
          </Button>
        }
      />
      <p className={styles.text} aria-live="polite">
        {t('move.receive', { amount: money(asked === null ? 0 : pointsToMinorUnits(asked, config)) })}
      </p>
    </MoneyMoveForm>
  );
}

/** The points converted: what the ratio turns the credited money back into. */
function convertedPoints(context: PointsMoveView['context']): number {
  const config = context.config as PointConfig;
  const credited = context.result?.kind === 'convert' ? context.result.converted.creditedAmount : 0;
  return (credited / config.ratio.amount) * config.ratio.points;
}

/** The points field's problem in points, not money (the shared messages format bounds as money). */
function pointsError(
  t: ReturnType<typeof useTranslation<['points', 'validation', 'errors']>>['t'],
  context: PointsMoveView['context'],
): string | undefined {
  const problem = context.fieldErrors.points;
  if (!problem) return undefined;
  const params = problem.params ?? {};
  switch (problem.code) {
    case 'required':
      return t('move.pointsErrors.required');
    case 'amountTooSmall':
      return t('move.pointsErrors.amountTooSmall', { min: params.min });
    case 'amountTooLarge':
      return t('move.pointsErrors.amountTooLarge', { max: params.max });
    case 'amountInvalid':
      return params.step === undefined
        ? t('move.pointsErrors.amountInvalid')
        : t('move.pointsErrors.amountInvalidStep', { step: params.step });
    default:
      return fieldError(t, context.fieldErrors, 'points');
  }
}
