import { Button, useTranslation } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSessionQuery } from '../api/contractQuery';
import { LimitsEditor } from '../blocks/LimitsEditor';
import { useCurrency } from '../app/currency';
import { QueryView } from '../blocks/QueryView';
import { PopupLoading } from './PopupDialog';
import * as styles from './popups.css';

/**
 * Right after sign-up, a deposit limit is offered (responsible gaming: "offered at registration
 * and at the first deposit") on the limits page's own form, which starts on the 24-hour deposit
 * limit. The player may skip it; a white label without limits skips it for them.
 */
export function SignUpLimitOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const currency = useCurrency();
  const limits = useSessionQuery('limits.get', undefined);
  const [saved, setSaved] = useState(false);
  const offered = limits.data?.enabled !== false;
  useEffect(() => {
    if (!offered) onDone();
  }, [offered, onDone]);

  return (
    <div className={styles.stack}>
      <p className={styles.offerText}>{t('limits.signUpOffer.description')}</p>
      <QueryView query={limits} loading={<PopupLoading />} headingLevel={3}>
        {(loaded) =>
          loaded.enabled && currency ? (
            <LimitsEditor limits={loaded} currency={currency} onSaved={() => setSaved(true)} />
          ) : null
        }
      </QueryView>
      <div className={styles.offerActions}>
        <Button variant={saved ? 'primary' : 'ghost'} onClick={onDone}>
          {saved ? t('limits.signUpOffer.continue') : t('limits.signUpOffer.skip')}
        </Button>
      </div>
    </div>
  );
}
