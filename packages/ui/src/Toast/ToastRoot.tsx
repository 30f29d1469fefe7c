import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import type { Tone } from '../tones';
import * as styles from './Toast.css';

/** The tones a notification can have (the kit's tone scale without `neutral`). */
export const toastTones = ['info', 'success', 'warning', 'danger'] as const satisfies readonly Tone[];
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, unless hovered or focused (Radix pauses the timer then). */
export const TOAST_DURATION_MS = 4000;

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/** A toast's one action (open what it is about); clicking it closes the toast. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /**
   * What a screen reader is told instead of the button, which it cannot reach from the
   * announcement: how to do the same elsewhere (Radix Toast.Action's altText).
   */
  altText: string;
  onAction: () => void;
}

export interface ToastProps {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** One action under the text; give such a toast a long duration (or Infinity) to act on it. */
  action?: ToastAction;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes by itself; `Infinity` keeps it (stories, screenshots). */
  duration?: number;
}

/**
 * One notification. Lives inside `<Toast.Provider>`; most code calls `useToast().show()` instead
 * of rendering it. Danger toasts are announced assertively, the rest politely.
 */
export function ToastRoot({
  tone = 'info',
  title,
  description,
  action,
  open,
  defaultOpen,
  onOpenChange,
  duration,
}: ToastProps) {
  const { t } = useTranslation('overlays');
  return (
    <RadixToast.Root
      className={styles.toast({ tone })}
      type={tone === 'danger' ? 'foreground' : 'background'}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      duration={duration}
      data-toast=""
      data-tone={tone}
    >
      <span className={styles.icon({ tone })}>
        <Icon name={toneIcons[tone]} />
      </span>
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
        {action ? (
          <RadixToast.Action altText={action.altText} asChild>
            <Button size="sm" variant="secondary" className={styles.action} onClick={action.onAction}>
              {action.label}
            </Button>
          </RadixToast.Action>
        ) : null}
      </div>
      <RadixToast.Close asChild>
        <Button variant="ghost" size="sm" icon="close" aria-label={t('toast.dismiss')} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

ToastRoot.displayName = 'Toast';
