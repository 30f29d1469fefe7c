import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  MAIN_WALLET,
  minorUnitsToAmountText,
  transferDirections,
  type TransferDirection,
} from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import { answerLost, type walletTransferMachine, type WalletMoveResult } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  Notice,
  RadioGroup,
  Select,
  TextField,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError } from '../shared/messages';

export interface WalletTransferFormProps {
  actorRef: ActorRefFrom<typeof walletTransferMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
  /** A game wallet's name for its vendor code (the game menus' vendor name); the code by default. */
  vendorName?: (vassalage: string) => string;
  /** Opens the deposit page: offered while the main wallet holds too little to move into a game. */
  onDeposit?: () => void;
}

const DIRECTION_KEYS = {
  toVendor: 'walletTransfer.toVendor',
  toMain: 'walletTransfer.toMain',
} as const satisfies Record<TransferDirection, string>;

/**
 * The wallet page's money moves: a transfer between the main wallet and one game wallet, and the
 * recall of every game wallet. A lost answer offers "Send again", which can never move money twice.
 */
export function WalletTransferForm({
  actorRef,
  currency,
  vendorName = (vassalage) => vassalage,
  onDeposit,
}: WalletTransferFormProps) {
  const { t } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'transferring', 'recalling', 'done'] as const).find((step) =>
        snapshot.matches(step),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const { balances } = context;
  // A kept move (its answer was lost) opens with its own wallet and direction picked.
  const kept = context.move?.kind === 'transfer' ? context.move.body : null;
  const [vendor, setVendor] = useState(() => (kept?.to === MAIN_WALLET ? kept.from : (kept?.to ?? '')));
  const [direction, setDirection] = useState<TransferDirection>(() =>
    kept?.to === MAIN_WALLET ? 'toMain' : 'toVendor',
  );
  const amountRef = useRef<HTMLInputElement>(null);
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const walletName = (code: string) => (code === MAIN_WALLET ? t('balance.main') : vendorName(code));
  const error = (name: string) => amountFieldError(t, context.fieldErrors, name, money);

  if (view.step === 'done' && context.done)
    return (
      <MoveDone
        done={context.done}
        money={money}
        walletName={walletName}
        onAnother={() => actorRef.send({ type: 'NEW_TRANSFER' })}
      />
    );

  const busy = view.step !== 'editing';
  const vendorBalance = balances.vendorBalances.find((wallet) => wallet.vassalage === vendor)?.balance;
  const available = direction === 'toVendor' ? balances.balance : vendorBalance;
  const moneyInGames = balances.vendorBalances.some((wallet) => wallet.balance > 0);
  const mainWalletShort =
    direction === 'toVendor' &&
    (balances.balance === 0 ||
      context.failure?.code === 'INSUFFICIENT_FUNDS' ||
      context.fieldErrors.amount?.code === 'amountTooLarge');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    actorRef.send({
      type: 'SUBMIT',
      values: { vendor, direction, amount: amountRef.current?.value ?? '' },
    });
  };
  const useAll = () => {
    if (amountRef.current && available !== undefined)
      amountRef.current.value = minorUnitsToAmountText(available, context.fractionDigits);
  };

  return (
    <FlowFrame title={t('walletTransfer.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('walletTransfer.title')}>
        {answerLost(context) ? (
          <Notice tone="warning">
            {context.move?.kind === 'transfer'
              ? t('walletTransfer.answerLostTransfer', {
                  amount: money(context.move.body.amount),
                  from: walletName(context.move.body.from),
                  to: walletName(context.move.body.to),
                })
              : t('walletTransfer.answerLostRecall')}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('walletTransfer.retry')}
            </Button>
          </Notice>
        ) : context.failure ? (
          <Notice tone="danger">{translateError(t, context.failure.code)}</Notice>
        ) : null}
        <Select
          name="vendor"
          label={t('walletTransfer.vendor')}
          options={balances.vendorBalances.map((wallet) => ({
            value: wallet.vassalage,
            label: t('walletTransfer.vendorOption', {
              vendor: vendorName(wallet.vassalage),
              amount: money(wallet.balance),
            }),
          }))}
          value={vendor}
          onValueChange={setVendor}
          error={error('vendor')}
          disabled={busy}
          required
        />
        <RadioGroup
          name="direction"
          legend={t('walletTransfer.direction')}
          options={transferDirections.map((option) => ({ value: option, label: t(DIRECTION_KEYS[option]) }))}
          value={direction}
          onValueChange={(value) =>
            setDirection(transferDirections.find((option) => option === value) ?? 'toVendor')
          }
          error={error('direction')}
          disabled={busy}
        />
        <TextField
          ref={amountRef}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          hint={available === undefined ? undefined : t('balance.available', { amount: money(available) })}
          error={error('amount')}
          disabled={busy}
          required
          endSlot={
            <Button size="sm" variant="ghost" onClick={useAll} disabled={busy || available === undefined}>
              {t('walletTransfer.useAll')}
            </Button>
          }
        />
        {onDeposit && mainWalletShort ? (
          <Notice tone="info">
            {t('walletTransfer.depositFirst')}{' '}
            <Button size="sm" variant="secondary" iconStart="plus" onClick={onDeposit}>
              {t('actions.deposit')}
            </Button>
          </Notice>
        ) : null}
        {view.step === 'transferring' ? <BusyStatus>{t('walletTransfer.transferring')}</BusyStatus> : null}
        {view.step === 'recalling' ? <BusyStatus>{t('walletTransfer.recalling')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={view.step === 'transferring'} disabled={busy}>
            {t('walletTransfer.submit')}
          </Button>
          <Button
            variant="secondary"
            loading={view.step === 'recalling'}
            disabled={busy || !moneyInGames}
            onClick={() => actorRef.send({ type: 'RECALL_ALL' })}
          >
            {t('walletTransfer.recallAll')}
          </Button>
        </div>
        <p className={styles.text}>
          {moneyInGames ? t('walletTransfer.recallAllHint') : t('walletTransfer.nothingToRecall')}
        </p>
      </form>
    </FlowFrame>
  );
}

function MoveDone({
  done,
  money,
  walletName,
  onAnother,
}: {
  done: WalletMoveResult;
  money: (minor: number) => string;
  walletName: (code: string) => string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <FlowFrame title={t('walletTransfer.title')}>
      <div className={styles.form}>
        <Notice tone="success">
          {done.kind === 'transfer'
            ? t('walletTransfer.transferred', {
                amount: money(done.body.amount),
                from: walletName(done.body.from),
                to: walletName(done.body.to),
              })
            : t('walletTransfer.recalled', { amount: money(done.result.recalledAmount) })}
        </Notice>
        <p className={styles.text}>{t('walletTransfer.mainAfter', { amount: money(done.result.balance) })}</p>
        <div className={styles.actions}>
          <Button onClick={onAnother}>{t('walletTransfer.another')}</Button>
        </div>
      </div>
    </FlowFrame>
  );
}
