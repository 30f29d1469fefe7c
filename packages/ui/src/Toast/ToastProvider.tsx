import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { lazyPart } from '../internal/lazyPart';
import { TOAST_DURATION_MS, type ToastAction, type ToastProps, type ToastTone } from './ToastProps';
import type { RegionToast } from './ToastRegion';

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

/** The region (the Radix half), loaded with the first toast. */
const toastRegion = lazyPart(() => import('./ToastRegion').then((module) => module.ToastRegion));

/** How a `<Toast>` element inside the provider hands its props to the region that draws it. */
export interface ToastDeclarations {
  declare: (key: string, props: ToastProps) => void;
  withdraw: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
export const ToastDeclarationContext = createContext<ToastDeclarations | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time before a toast closes by itself, in ms. */
  duration?: number;
}

/**
 * Holds the toast queue and the notifications region (F8 moves focus to it). The region and
 * Radix load with the first toast, which waits in the queue until they are in.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [queue, setQueue] = useState<ToastEntry[]>([]);
  const [declared, setDeclared] = useState<ReadonlyMap<string, ToastProps>>(() => new Map());
  const [Region, setRegion] = useState(toastRegion.loaded);
  const counter = useRef(0);

  const wanted = queue.length > 0 || declared.size > 0;
  useEffect(() => {
    if (!wanted || Region) return undefined;
    let current = true;
    toastRegion.load().then(
      (loaded) => {
        if (current) setRegion(() => loaded);
      },
      // The chunk did not arrive: the toasts stay queued and the next one tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, queue, Region]);

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

  const declarations = useMemo<ToastDeclarations>(
    () => ({
      declare: (key, props) => setDeclared((items) => new Map(items).set(key, props)),
      withdraw: (key) =>
        setDeclared((items) => {
          const rest = new Map(items);
          rest.delete(key);
          return rest;
        }),
    }),
    [],
  );

  const toasts = useMemo<RegionToast[]>(
    () => [
      ...[...declared].map(([key, props]) => ({ ...props, id: `declared-${key}` })),
      ...queue.map(({ id, ...options }) => ({
        ...options,
        id: `queued-${id}`,
        onOpenChange: (next: boolean) => (next ? undefined : dismiss(id)),
      })),
    ],
    [declared, queue, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastDeclarationContext.Provider value={declarations}>
        {children}
        {Region ? <Region toasts={toasts} duration={duration} /> : null}
      </ToastDeclarationContext.Provider>
    </ToastContext.Provider>
  );
}

ToastProvider.displayName = 'Toast.Provider';

/** `const toast = useToast(); toast.show({ tone: 'success', title: t('overlays:toast.copied') })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toast.Provider>.');
  return api;
}
