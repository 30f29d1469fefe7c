import type { VipStatus } from '@portal/api-contract';
import { Amount, Notice, ProgressBar, formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import { ClaimAction } from '../../../../../blocks/ClaimAction';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../VipPage.css';
import type { VipProgress } from '../vipProgress';

export type LevelRow = VipProgress['rows'][number];

/**
 * A level's one-off bonus: claimed, claimable once reached (on the shared claim flow, which
 * refreshes the balance and this page), or what it will give.
 */
export function LevelBonus({ row, currency }: { row: LevelRow; currency: string }) {
  const { t } = useTranslation('portal');
  const { level, standing } = row;
  if (level.bonus === 0) return <span className={screen.muted}>{t('vip.bonus.none')}</span>;
  const amount = <Amount minor={level.bonus} currency={currency} />;
  const reached = standing === 'reached' || standing === 'current';
  if (level.claimed)
    return (
      <div className={styles.bonus}>
        {amount} <span className={screen.muted}>{t('vip.bonus.claimed')}</span>
      </div>
    );
  if (!reached) return amount;
  return (
    <div className={styles.bonus}>
      {amount}
      <ClaimAction
        target={{ kind: 'vipLevel', level: level.level }}
        label={t('vip.bonus.claim', { level: level.level })}
        currency={currency}
        reads={['member.vip']}
        size="sm"
      />
    </div>
  );
}

/** The bar to the next level, or the word that there is none. */
export function NextLevel({
  status,
  progress,
  currency,
}: {
  status: VipStatus;
  progress: VipProgress;
  currency: string;
}) {
  const { t } = useTranslation('portal');
  const locale = useFormatLocale();
  const { next } = progress;
  if (!next) return <Notice tone="success">{t('vip.topLevel')}</Notice>;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  return (
    <div className={screen.panel}>
      <ProgressBar
        value={status.turnover}
        max={next.minTurnover}
        label={t('vip.progressTo', { level: next.level })}
        valueText={t('vip.fraction', { value: money(status.turnover), max: money(next.minTurnover) })}
      />
      <p className={screen.muted}>
        {t('vip.remaining', { amount: money(progress.remaining), level: next.level })}
      </p>
    </div>
  );
}
