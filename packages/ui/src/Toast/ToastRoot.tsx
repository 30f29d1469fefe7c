import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './Toast.css';
import type { ToastProps, ToastTone } from './ToastProps';

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/**
 * One notification as Radix draws it, inside the notifications region (ToastRegion). Danger
 * toasts are announced assertively, the rest politely.
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

ToastRoot.displayName = 'ToastRoot';
