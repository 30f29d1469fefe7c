export {
  Toast,
  toastTones,
  TOAST_DURATION_MS,
  type ToastAction,
  type ToastProps,
  type ToastTone,
} from './Toast';
export {
  useToast,
  MAX_VISIBLE_TOASTS,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './ToastProvider';
