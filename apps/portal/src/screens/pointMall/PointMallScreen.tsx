import type { PointConfig } from '@portal/api-contract';
import {
  Button,
  formatAmount,
  PageHeader,
  Skeleton,
  StatCard,
  Tabs,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useState } from 'react';
import { useSessionQuery } from '../../api/contractQuery';
import { useBalance } from '../../api/wallet';
import { onDemand } from '../../popups/onDemand';
import { lazyScreen } from '../../routes/lazyScreen';
import { ScreenBoundary } from '../../routes/ScreenBoundary';
import { QueryView } from '../../blocks/QueryView';
import * as screen from '../../blocks/Screen.css';
import { GoodsTab } from './parts/GoodsTab';
import type { PointsMove } from './parts/PointsMoveDialog';
import { pointMallTabs, usePointMallAddress, type PointMallTab } from './parts/usePointMallAddress';
import * as styles from './PointMall.css';

/** The record tabs (and their filters) load when one is opened: the mall opens on its goods. */
const RedeemHistoryTab = lazyScreen(() => import('./parts/RecordsTabs'), 'RedeemHistoryTab');
const PointsDetailsTab = lazyScreen(() => import('./parts/RecordsTabs'), 'PointsDetailsTab');
/** A redemption or conversion loads with its first opening: its form and validation stay out of the mall. */
const PointsMoveDialog = onDemand(lazyScreen(() => import('./parts/PointsMoveDialog'), 'PointsMoveDialog'));

/**
 * Points mall (SPEC §2 point mall, §3 points): the points (which never expire) and what they are
 * worth, converting them to balance, and three tabs kept in the address: the goods to redeem, the
 * redeem history and the points details by source.
 */
export default function PointMallScreen() {
  const { t } = useTranslation('points');
  const address = usePointMallAddress();
  const balance = useSessionQuery('points.balance', undefined);
  const config = useSessionQuery('points.config', undefined);
  const currency = useBalance(true).data?.currency;
  const [move, setMove] = useState<PointsMove | null>(null);
  const points = balance.data?.points;
  const numbers = new Intl.NumberFormat(useFormatLocale());

  return (
    <div className={screen.page} data-point-mall>
      <PageHeader title={t('mall.title')} description={t('mall.noExpiry')} />
      <QueryView query={balance} loading={<Skeleton shape="block" blockSize="96px" inlineSize="240px" />}>
        {(loaded) => (
          <div className={styles.summary}>
            <StatCard label={t('mall.balance')} value={numbers.format(loaded.points)} icon="star" />
            {config.data && currency ? (
              <Conversion
                config={config.data}
                currency={currency}
                onConvert={() => setMove({ kind: 'convert', config: config.data })}
              />
            ) : null}
          </div>
        )}
      </QueryView>
      <Tabs.Root value={address.tab} onValueChange={(tab) => address.setTab(tab as PointMallTab)}>
        <Tabs.List aria-label={t('tabs.label')}>
          {pointMallTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="goods">
          {currency ? (
            <GoodsTab currency={currency} onRedeem={(reward) => setMove({ kind: 'redeem', reward })} />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="history">
          <ScreenBoundary>
            <RedeemHistoryTab filters={address.history} />
          </ScreenBoundary>
        </Tabs.Content>
        <Tabs.Content value="details">
          <ScreenBoundary>
            <PointsDetailsTab filters={address.details} />
          </ScreenBoundary>
        </Tabs.Content>
      </Tabs.Root>
      {move && points !== undefined && currency ? (
        <PointsMoveDialog move={move} points={points} currency={currency} onClose={() => setMove(null)} />
      ) : null}
    </div>
  );
}

/** What points are worth, and the way to convert them where the white label allows it. */
function Conversion({
  config,
  currency,
  onConvert,
}: {
  config: PointConfig;
  currency: string;
  onConvert: () => void;
}) {
  const { t } = useTranslation('points');
  const locale = useFormatLocale();
  if (!config.convertEnabled) return <p className={screen.muted}>{t('mall.convertOff')}</p>;
  return (
    <div className={styles.conversion}>
      <p className={screen.muted}>
        {t('mall.ratio', {
          points: new Intl.NumberFormat(locale).format(config.ratio.points),
          amount: formatAmount(config.ratio.amount, currency, locale),
        })}
      </p>
      <Button variant="secondary" iconStart="wallet" onClick={onConvert}>
        {t('mall.convert')}
      </Button>
    </div>
  );
}
