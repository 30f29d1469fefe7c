import type { PointReward } from '@portal/api-contract';
import { useState } from 'react';
import { Notice, TextField, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';
import { Facts, MoneyMoved, MoneyMoveForm, withdrawPasswordError } from '../shared/moneyMove';
import { MoveNotice, type PointsMoveView } from './moveParts';
import * as own from './PointsMoveForm.css';

/**
 * One reward for its points: its picture, cost and stock, the points left after, the address or
 * mobile number it is delivered to where it asks, and the withdraw password. Redeemed, it is In
 * Process until the back office sends it.
 */
export function RedeemForm({ view }: { view: PointsMoveView }) {
  const { t } = useTranslation(['points', 'validation', 'errors']);
  const { actorRef, step, context, points } = view;
  const reward = context.reward as PointReward;
  const kept = context.move && 'rewardId' in context.move ? context.move : null;
  // A kept redemption (its answer was lost) opens with what was typed for it.
  const [receivingAddress, setReceivingAddress] = useState(() => kept?.receivingAddress ?? '');
  const [mobileNum, setMobileNum] = useState(() => kept?.mobileNum ?? '');
  const [password, setPassword] = useState(() => kept?.withdrawPassword ?? '');
  const title = t('mall.redeemFor', { name: reward.name });

  if (step === 'moved' && context.result?.kind === 'redeem')
    return (
      <MoneyMoved
        title={title}
        done={t('move.redeemed', { name: reward.name, points: points(reward.pointsRequired) })}
        lines={[t('move.inProcess'), t('move.pointsLeft', { points: points(context.points) })]}
      />
    );

  const busy = step !== 'editing';
  const short = reward.pointsRequired > context.points;
  return (
    <MoneyMoveForm
      title={title}
      onSubmit={() =>
        actorRef.send({ type: 'SUBMIT', values: { receivingAddress, mobileNum, withdrawPassword: password } })
      }
      busy={busy}
      busyText={t('move.redeeming', { name: reward.name })}
      blocked={short}
      submit={t('move.submitRedeem')}
      password={{
        value: password,
        onChange: setPassword,
        label: t('move.password'),
        hint: t('move.passwordHint'),
        error: withdrawPasswordError(t, context, t('move.wrongPassword')),
      }}
    >
      <div className={own.reward}>
        <img className={own.rewardImage} src={reward.imageUrl} alt="" />
        <div>
          <p className={own.rewardName}>{reward.name}</p>
          <p className={styles.text}>
            {t('mall.cost', { points: points(reward.pointsRequired) })} ·{' '}
            {reward.quantity > 0 ? t('redeem.remaining', { count: reward.quantity }) : t('redeem.soldOut')}
          </p>
          {reward.amountRequired > 0 ? (
            <p className={styles.text}>
              {t('mall.requirement', { amount: view.money(reward.amountRequired) })}
            </p>
          ) : null}
        </div>
      </div>
      <MoveNotice view={view} lostText={t('move.answerLostRedeem', { name: reward.name })} />
      {short ? (
        <Notice tone="warning">
          {t('move.short', { cost: points(reward.pointsRequired), points: points(context.points) })}
        </Notice>
      ) : (
        <Facts
          rows={[
            [t('mall.balance'), points(context.points)],
            [t('redeem.pointsRequired'), points(reward.pointsRequired)],
            [t('move.pointsAfter'), points(context.points - reward.pointsRequired)],
          ]}
        />
      )}
      {reward.requiresAddress ? (
        <TextField
          name="receivingAddress"
          autoComplete="street-address"
          label={t('redeem.address')}
          hint={t('move.addressHint')}
          value={receivingAddress}
          onChange={(event) => setReceivingAddress(event.currentTarget.value)}
          error={fieldError(t, context.fieldErrors, 'receivingAddress')}
          disabled={busy}
          required
        />
      ) : null}
      {reward.requiresMobile ? (
        <TextField
          name="mobileNum"
          inputMode="tel"
          autoComplete="tel-national"
          label={t('redeem.mobile')}
          hint={t('move.mobileHint')}
          value={mobileNum}
          onChange={(event) => setMobileNum(event.currentTarget.value)}
          error={fieldError(t, context.fieldErrors, 'mobileNum')}
          disabled={busy}
          required
        />
      ) : null}
    </MoneyMoveForm>
  );
}
