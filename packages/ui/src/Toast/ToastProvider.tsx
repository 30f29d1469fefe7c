import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRoot, TOAST_DURATION_MS, type ToastAction, type ToastTone } from './ToastRoot';
import * as styles from './Toast.css';

/** At most this many toasts show at once; older ones make way. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** One action under the text (it closes the toast); such a toast wants a long duration. */
  action?: ToastAction;
  /** Overrides the provider's duration for this toast. */
  duration?: number;
  /** Showing a toast with the id of one already shown replaces it (e.g. repeated copies). */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

/** Adds a toast to the queue: replaces one with the same id, drops closed ones, keeps the newest few. */
export function enqueueToast(queue: readonly ToastEntry[], entry: ToastEntry, max = MAX_VISIBLE_TOASTS) {
  const kept = queue.filter((item) => item.open && item.id !== entry.id);
  return [...kept, entry].slice(-max);
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time before a toast closes by itself, in ms. */
  duration?: number;
}

/** Holds the toast queue and the notifications region (F8 moves focus to it). */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const { t } = useTranslation('overlays');
  const [queue, setQueue] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setQueue((items) => items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = options.id ?? `toast-${counter.current}`;
    setQueue((items) => enqueueToast(items, { ...options, id, open: true }));
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={t('toast.label')}>
        {children}
        {queue.map(({ id, open, ...options }) => (
          <ToastRoot
            key={id}
            {...options}
            open={open}
            onOpenChange={(next) => (next ? undefined : dismiss(id))}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={t('toast.region')} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

ToastProvider.displayName = 'Toast.Provider';

/** `const toast = useToast(); toast.show({ tone: 'success', title: t('toast.copied') })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toast.Provider>.');
  return api;
}
