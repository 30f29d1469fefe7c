import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '@portal/api-contract';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { translateError, type AnyTranslate } from '@portal/i18n';
import { answerLost, retryAfterMinutes, type Failure } from '@portal/machines';
import { BusyStatus, Button, Notice, PasswordField, TextField, useTranslation } from '@portal/ui';
import { FlowFrame } from './FlowFrame';
import * as styles from './flow.css';
import { amountFieldError, fieldError } from './messages';
import * as own from './moneyMove.css';

/** The refusals of a money move that a form can say in words of its own. */
export type Refusal =
  | 'insufficientFunds'
  | 'wrongPassword'
  | 'locked'
  | 'noWithdrawPassword'
  | 'notAllowed'
  | 'notFound'
  | 'quotaExceeded';

/** Which refusal a failure is; null for any other failure (the error catalogue says those). */
export function refusalOf(failure: Failure): Refusal | null {
  switch (failure.code) {
    case 'INSUFFICIENT_FUNDS':
      return 'insufficientFunds';
    case 'INVALID_CREDENTIALS':
      return 'wrongPassword';
    case 'TOO_MANY_REQUESTS':
      return 'locked';
    case 'OPERATION_NOT_ALLOWED':
      // The server names the withdraw password when none is set; otherwise the move itself is refused.
      return failure.fieldErrors.withdrawPassword?.code === 'withdrawPasswordNotSet'
        ? 'noWithdrawPassword'
        : 'notAllowed';
    case 'NOT_FOUND':
      return 'notFound';
    case 'QUOTA_EXCEEDED':
      return 'quotaExceeded';
    default:
      return null;
  }
}

/**
 * A form's words for the refusals it explains (`locked` is given the whole minutes to wait); a
 * refusal it leaves out gets the error catalogue's words.
 */
export type RefusalTexts = { readonly [TRefusal in Exclude<Refusal, 'locked'>]?: ReactNode } & {
  readonly locked?: (minutes: number) => ReactNode;
};

/** A refusal in the form's words, or the error catalogue's. */
export function refusalText(t: AnyTranslate, failure: Failure, texts: RefusalTexts): ReactNode {
  const refusal = refusalOf(failure);
  const text = refusal === 'locked' ? texts.locked?.(retryAfterMinutes(failure)) : refusal && texts[refusal];
  return text ?? translateError(t, failure.code);
}

/** The password's problem: a wrong one said as such, else the form's or the server's field problem. */
export function withdrawPasswordError(
  t: AnyTranslate,
  context: { readonly failure: Failure | null; readonly fieldErrors: FieldErrors },
  wrongPassword: string,
): string | undefined {
  return context.failure?.code === 'INVALID_CREDENTIALS'
    ? wrongPassword
    : fieldError(t, context.fieldErrors, 'withdrawPassword');
}

export interface MoneyMoveNoticeProps {
  context: { readonly move: unknown; readonly failure: Failure | null };
  /** What was sent when the answer was lost, in the form's words. */
  lost: ReactNode;
  retry: ReactNode;
  onRetry: () => void;
  refusals: RefusalTexts;
}

/**
 * Above a money-moving form: a lost answer with "Send again" (the same move under the same key,
 * so it cannot move twice), or the server's refusal, or nothing.
 */
export function MoneyMoveNotice({ context, lost, retry, onRetry, refusals }: MoneyMoveNoticeProps) {
  const { t } = useTranslation('errors');
  if (answerLost(context))
    return (
      <Notice tone="warning">
        {lost}{' '}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      </Notice>
    );
  if (!context.failure) return null;
  return <Notice tone="danger">{refusalText(t, context.failure, refusals)}</Notice>;
}

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  hint: ReactNode;
  /** The form's problems; the amount's bounds are shown as money. */
  fieldErrors: FieldErrors;
  money: (minor: number) => string;
  disabled?: boolean;
  /** A button that types the whole of `amount` (minor units), e.g. the balance. */
  useAll?: { label: string; amount: number; fractionDigits: number };
}

/** The amount of a money move, typed in the merchant's currency. */
export function AmountField({
  value,
  onChange,
  useAll,
  fieldErrors,
  money,
  disabled,
  ...text
}: AmountFieldProps) {
  const { t } = useTranslation('validation');
  return (
    <TextField
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      {...text}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={amountFieldError(t, fieldErrors, 'amount', money)}
      disabled={disabled}
      required
      endSlot={
        useAll ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(minorUnitsToAmountText(useAll.amount, useAll.fractionDigits))}
            disabled={disabled || useAll.amount <= 0}
          >
            {useAll.label}
          </Button>
        ) : undefined
      }
    />
  );
}

export interface WithdrawPasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  error: string | undefined;
  maxLength?: number;
}

export interface MoneyMoveFormProps {
  /** The heading, also the form's name. */
  title: string;
  description?: ReactNode;
  /** Called on submit unless a move is on its way or the form is blocked. */
  onSubmit: () => void;
  /** A move is on its way: said with `busyText`, the inputs disabled, the submit button spinning. */
  busy?: boolean;
  busyText?: ReactNode;
  /** Nothing can be asked for (e.g. too few points): the submit button is disabled. */
  blocked?: boolean;
  submit: string;
  password: WithdrawPasswordInputProps;
  /** What the form asks before the withdraw password (its notice, the amount…). */
  children: ReactNode;
}

/**
 * The body every money-moving form shares: the form's own inputs, then the withdraw password, the
 * "on its way" status and the submit button. A submit while a move is on its way is ignored.
 */
export function MoneyMoveForm({
  title,
  description,
  onSubmit,
  busy = false,
  busyText,
  blocked = false,
  submit,
  password,
  children,
}: MoneyMoveFormProps) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !blocked) onSubmit();
  };
  return (
    <FlowFrame title={title} description={description}>
      <form className={styles.form} onSubmit={send} noValidate aria-label={title}>
        {children}
        <PasswordField
          name="withdrawPassword"
          label={password.label}
          hint={password.hint}
          autoComplete="off"
          inputMode="numeric"
          maxLength={password.maxLength}
          value={password.value}
          onChange={(event) => password.onChange(event.currentTarget.value)}
          error={password.error}
          disabled={busy}
          required
        />
        {busy && busyText ? <BusyStatus>{busyText}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy} disabled={busy || blocked}>
            {submit}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}

export interface MoneyMovedProps {
  title: string;
  /** What the server did, as a success notice. */
  done: ReactNode;
  /** Lines after it: balances, what happens next. */
  lines: readonly ReactNode[];
  /** A button for another move. */
  another?: { label: string; variant?: 'primary' | 'secondary'; onClick: () => void };
}

/** What a money move did, once the server took it. */
export function MoneyMoved({ title, done, lines, another }: MoneyMovedProps) {
  return (
    <FlowFrame title={title}>
      <div className={styles.form}>
        <Notice tone="success">{done}</Notice>
        {lines.map((line, index) => (
          <p key={index} className={styles.text}>
            {line}
          </p>
        ))}
        {another ? (
          <div className={styles.actions}>
            <Button variant={another.variant} onClick={another.onClick}>
              {another.label}
            </Button>
          </div>
        ) : null}
      </div>
    </FlowFrame>
  );
}

/**
 * The amount and withdraw password a form types: a kept move (its answer was lost) opens with its
 * own, and `clear` empties both for another move.
 */
export function useAmountAndPassword(
  kept: { readonly amount: number; readonly withdrawPassword: string } | null,
  fractionDigits: number,
) {
  const [amount, setAmount] = useState(() =>
    kept ? minorUnitsToAmountText(kept.amount, fractionDigits) : '',
  );
  const [password, setPassword] = useState(() => kept?.withdrawPassword ?? '');
  const clear = () => {
    setAmount('');
    setPassword('');
  };
  return { amount, setAmount, password, setPassword, clear };
}

/** Terms and their values, e.g. the amount to confirm, or the points now and after. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={own.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={own.row}>
          <dt className={own.term}>{term}</dt>
          <dd className={own.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
