import type { MemberPageProps } from '../../memberPageContent';
import { AccountRecords } from '../../parts/AccountRecords';

/** Bonus details (bonusDetails): the bonuses and rebates the member was given, by period and type. */
export function BonusDetailsPage({ currency }: MemberPageProps) {
  return <AccountRecords currency={currency} group="bonus" />;
}
