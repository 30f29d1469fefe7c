import { useToast, useTranslation } from '@portal/ui';
import { useCallback } from 'react';

/**
 * Copies text to the clipboard and says so in a toast: the spec's copy_success, or, when the
 * browser refuses, that the text is to be copied by hand. Repeated copies replace one toast.
 */
export function useCopyToClipboard(): (text: string) => Promise<void> {
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.show({ id: 'copy', tone: 'success', title: t('copySuccess') });
      } catch {
        toast.show({ id: 'copy', tone: 'danger', title: t('copyFailed') });
      }
    },
    [toast, t],
  );
}
