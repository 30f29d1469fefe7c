import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from '../Translation';
import * as styles from './Toast.css';
import type { ToastProps } from './ToastProps';
import { ToastRoot } from './ToastRoot';

/** A toast the region draws, under an id that stays the same while it shows. */
export interface RegionToast extends ToastProps {
  id: string;
}

export interface ToastRegionProps {
  toasts: readonly RegionToast[];
  /** Default time before a toast closes by itself, in ms. */
  duration: number;
}

/**
 * The Radix half of `<Toast.Provider>`: the labelled notifications region (F8 moves focus to it,
 * its toasts are announced) with the provider's toasts in it. It loads with the first toast.
 */
export function ToastRegion({ toasts, duration }: ToastRegionProps) {
  const { t } = useTranslation('overlays');
  return (
    <RadixToast.Provider duration={duration} label={t('toast.label')}>
      {toasts.map(({ id, ...toast }) => (
        <ToastRoot key={id} {...toast} />
      ))}
      <RadixToast.Viewport className={styles.viewport} label={t('toast.region')} />
    </RadixToast.Provider>
  );
}
