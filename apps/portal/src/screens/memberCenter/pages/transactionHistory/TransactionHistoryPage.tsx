import type { MemberPageProps } from '../../memberPageContent';
import { AccountRecords } from '../../parts/AccountRecords';

/** Account record (transactionHistory): every movement of the main wallet, by period and type. */
export function TransactionHistoryPage({ currency }: MemberPageProps) {
  return <AccountRecords currency={currency} />;
}
