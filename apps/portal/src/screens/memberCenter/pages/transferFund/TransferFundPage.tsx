import type { WalletBalance } from '@portal/api-contract';
import { WalletTransferForm } from '@portal/flows';
import { walletTransferMachine } from '@portal/machines';
import { Amount, currencyFractionDigits, Notice, Skeleton, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { readsAfterMoneyMove, useRefreshOnEmit, useSessionQuery } from '../../../../api/contractQuery';
import { useMenus } from '../../../../api/games';
import { useBalance } from '../../../../api/wallet';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import * as styles from './TransferFundPage.css';
import { memberPage } from '../../../../routes/links';
import { useFlowActors } from '../../../../app/flowActors';

/**
 * Wallet (transferFund): the main wallet and each game wallet with what it holds; on a multi-wallet
 * merchant, money moves between them and back. A single-wallet merchant has nothing to move.
 */
export function TransferFundPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const merchantWallet = useSessionQuery('wallet.merchantWallet', undefined);
  const balance = useBalance(true);
  const vendorName = useVendorName();
  return (
    <div className={screen.panel}>
      <QueryView query={merchantWallet} loading={<Skeleton shape="block" blockSize="48px" />}>
        {({ isSingle }) =>
          isSingle ? (
            <Notice tone="info">{t('walletTransfer.single')}</Notice>
          ) : (
            <QueryView query={balance} loading={<Skeleton shape="block" blockSize="240px" />}>
              {(money) => (
                <>
                  <Wallets money={money} currency={currency} vendorName={vendorName} />
                  <WalletMoves money={money} currency={currency} vendorName={vendorName} />
                </>
              )}
            </QueryView>
          )
        }
      </QueryView>
    </div>
  );
}

/** Every wallet and what it holds; a list, so a phone reads it as one. */
function Wallets({
  money,
  currency,
  vendorName,
}: {
  money: WalletBalance;
  currency: string;
  vendorName: (vassalage: string) => string;
}) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const rows = [
    { key: 'MAIN', name: t('balance.main'), balance: money.balance },
    ...money.vendorBalances.map((entry) => ({
      key: entry.vassalage,
      name: vendorName(entry.vassalage),
      balance: entry.balance,
    })),
  ];
  return (
    <section aria-labelledby={headingId} className={screen.panel}>
      <h3 id={headingId} className={screen.sectionHeading}>
        {t('walletTransfer.wallets')}
      </h3>
      <ul className={styles.wallets} aria-labelledby={headingId}>
        {rows.map((row) => (
          <li key={row.key} className={styles.wallet}>
            <span className={styles.walletName}>{row.name}</span>
            <Amount minor={row.balance} currency={currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The game menus' name of a vendor (already loaded by the shell's footer), or its code. */
function useVendorName(): (vassalage: string) => string {
  const menus = useMenus();
  return useMemo(() => {
    const names = new Map(
      (menus.data ?? []).flatMap((menu) => menu.vendors.map((vendor) => [vendor.vassalage, vendor.name])),
    );
    return (vassalage: string) => names.get(vassalage) ?? vassalage;
  }, [menus.data]);
}

/** Hosts the wallet-transfer machine: each finished move refreshes the balances and the account record. */
function WalletMoves({
  money,
  currency,
  vendorName,
}: {
  money: WalletBalance;
  currency: string;
  vendorName: (vassalage: string) => string;
}) {
  const actors = useFlowActors();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(walletTransferMachine.provide(actors.walletTransfer), {
    input: { balances: money, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useEffect(() => {
    actorRef.send({ type: 'BALANCES_CHANGED', balances: money });
  }, [actorRef, money]);
  useRefreshOnEmit(actorRef, ['moved'], readsAfterMoneyMove);
  const navigate = useNavigate();
  return (
    <WalletTransferForm
      actorRef={actorRef}
      currency={currency}
      vendorName={vendorName}
      onDeposit={() => void navigate(memberPage('depositv2'))}
    />
  );
}
