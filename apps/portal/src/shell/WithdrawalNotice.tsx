import type { WalletBalance } from '@portal/api-contract';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { formatAmount, useFormatLocale, useToast, useTranslation } from '@portal/ui';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '../api/contractQuery';
import { usePortalEnvironment } from '../environment/environment';
import { useRealtimeMessages } from '../app/realtime';
import { memberPage } from '../routes/links';

/** Where a paid-out withdrawal is confirmed: the withdraw page with that confirmation open. */
export function confirmationPath(withdrawalId: string): string {
  return `${memberPage('withdraw')}&confirm=${encodeURIComponent(withdrawalId)}`;
}

/**
 * SPEC §4 "Withdrawal confirmation": when the back office pays a withdrawal out (a realtime
 * `withdrawal` frame awaiting confirmation), a notice says so on whatever page is open, and its
 * button opens the confirmation. It stays until acted on or dismissed: the answer has a deadline.
 */
export function WithdrawalNotice() {
  // Only a signed-in session has it, and its texts are only read when a frame arrives, long after
  // the wallet texts have loaded (useLaterTextsAhead): the first page does not wait for them.
  const { t } = useTranslation('wallet', { useSuspense: false });
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { queryClient, site } = usePortalEnvironment();
  useRealtimeMessages((message) => {
    if (message.type !== 'withdrawal' || !message.awaitingConfirmation) return;
    const currency =
      queryClient.getQueryData<WalletBalance>(sessionQueryKey('wallet.balance'))?.currency ?? site.currency;
    const amount = currency
      ? formatAmount(message.amount, currency, locale)
      : minorUnitsToAmountText(message.amount);
    toast.show({
      id: `withdrawal-${message.withdrawalId}`,
      tone: 'info',
      title: t('withdraw.notice.title', { amount }),
      description: t('withdraw.notice.description'),
      duration: Infinity,
      action: {
        label: t('withdraw.notice.action'),
        altText: t('withdraw.notice.altText'),
        onAction: () => void navigate(confirmationPath(message.withdrawalId)),
      },
    });
  });
  return null;
}
