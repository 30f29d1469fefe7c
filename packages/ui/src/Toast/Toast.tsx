import { useContext, useEffect, useId, type ReactNode } from 'react';
import { ToastDeclarationContext, ToastProvider } from './ToastProvider';
import type { ToastProps } from './ToastProps';

export {
  toastTones,
  TOAST_DURATION_MS,
  type ToastAction,
  type ToastProps,
  type ToastTone,
} from './ToastProps';

/**
 * One notification, drawn in the provider's region (which loads with the first toast); most code
 * calls `useToast().show()` instead of rendering it.
 */
function ToastElement(props: ToastProps): ReactNode {
  const key = useId();
  const declarations = useContext(ToastDeclarationContext);
  if (!declarations) throw new Error('Toast must be used inside <Toast.Provider>.');
  const { declare, withdraw } = declarations;
  // After every render: the region draws the props this element was last given.
  useEffect(() => declare(key, props));
  useEffect(() => () => withdraw(key), [withdraw, key]);
  return null;
}

ToastElement.displayName = 'Toast';

/**
 * One notification (`<Toast>`), and the provider that queues them (`<Toast.Provider>`, which
 * `useToast()` talks to).
 */
export const Toast = Object.assign(ToastElement, { Provider: ToastProvider });
