import { ToastProvider } from './ToastProvider';
import { ToastRoot } from './ToastRoot';

export {
  toastTones,
  TOAST_DURATION_MS,
  type ToastAction,
  type ToastProps,
  type ToastTone,
} from './ToastRoot';

/**
 * One notification (`<Toast>`), and the provider that queues them (`<Toast.Provider>`, which
 * `useToast()` talks to).
 */
export const Toast = Object.assign(ToastRoot, { Provider: ToastProvider });
