import {
  DataTable,
  PageHeader,
  Skeleton,
  StatCard,
  formatAmount,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../api/contractQuery';
import { useBalance } from '../../api/wallet';
import { QueryView } from '../../blocks/QueryView';
import * as styles from '../../blocks/Screen.css';

/**
 * The seamless page (SPEC §2): whether the merchant runs one seamless wallet, and where the money
 * sits — the main wallet and, with per-vendor wallets, each vendor's balance.
 */
export default function SeamlessScreen() {
  const { t } = useTranslation(['nav', 'wallet', 'portal']);
  const locale = useFormatLocale();
  const wallet = useSessionQuery('wallet.merchantWallet', undefined);
  const balance = useBalance(true);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('routes.seamless')}
        description={
          wallet.data
            ? wallet.data.isSingle
              ? t('portal:seamless.single')
              : t('portal:seamless.multi')
            : undefined
        }
      />
      <QueryView query={balance} loading={<Skeleton shape="block" blockSize="96px" inlineSize="240px" />}>
        {(money) => (
          <>
            <div className={styles.stats}>
              <StatCard
                label={t('wallet:balance.main')}
                value={formatAmount(money.balance, money.currency, locale)}
                icon="wallet"
              />
            </div>
            {wallet.data && !wallet.data.isSingle && money.vendorBalances.length > 0 ? (
              <DataTable
                caption={t('portal:seamless.vendorWallets')}
                getRowId={(row) => row.vassalage}
                rows={money.vendorBalances}
                columns={[
                  { id: 'vendor', header: t('portal:seamless.vendor'), accessor: 'vassalage' },
                  {
                    id: 'balance',
                    header: t('wallet:balance.label'),
                    accessor: 'balance',
                    align: 'end',
                    cell: (row) => formatAmount(row.balance, money.currency, locale),
                  },
                ]}
              />
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
