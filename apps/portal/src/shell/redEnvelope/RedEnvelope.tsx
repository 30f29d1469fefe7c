import { Button, SideMenu, useTranslation } from '@portal/ui';
import { useId, useState, type ReactNode } from 'react';
import { useSessionQuery } from '../../api/contractQuery';
import { useBalance } from '../../api/wallet';
import { useSession } from '../../app/session';
import { onDemand } from '../../popups/onDemand';
import { lazyScreen } from '../../routes/lazyScreen';
import * as screen from '../../blocks/Screen.css';
import * as styles from './RedEnvelope.css';

// The dialog and its claim flow load with the first opening, not with the first page.
const RedEnvelopeDialog = onDemand(lazyScreen(() => import('./RedEnvelopeDialog'), 'RedEnvelopeDialog'));

/**
 * The red envelope of the signed-in member (SPEC §1, §2): whether one can be opened now, and the
 * wallet's currency for the amount. Guests and trial players have none.
 */
function useRedEnvelope() {
  const { view } = useSession();
  const member = view.kind === 'member' || view.kind === 'agent';
  const status = useSessionQuery('redEnvelope.status', undefined, { enabled: member });
  const balance = useBalance(member);
  return {
    remaining: status.data?.available ? status.data.remaining : 0,
    currency: balance.data?.currency,
    refresh: () => void status.refetch(),
  };
}

/** Who is entitled to an envelope gets an entry: `entry` draws it, with the way to open the dialog. */
function RedEnvelopeEntry({ entry }: { entry: (remaining: number, open: () => void) => ReactNode }) {
  const { remaining, currency, refresh } = useRedEnvelope();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (its closing animation included), never before it.
  const [opened, setOpened] = useState(false);
  // Closing asks again: a refused open (the round emptied in another tab) refreshes nothing by itself.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) refresh();
  };
  // The dialog stays while open, so the credited amount shows after the last envelope is gone.
  if ((remaining === 0 && !open) || !currency) return null;
  return (
    <>
      {remaining > 0
        ? entry(remaining, () => {
            setOpened(true);
            setOpen(true);
          })
        : null}
      {opened ? (
        <RedEnvelopeDialog open={open} onOpenChange={changeOpen} remaining={remaining} currency={currency} />
      ) : null}
    </>
  );
}

/** The side menu's item (SPEC §2 side menu, "red envelope"), with how many can be opened. */
export function RedEnvelopeMenuItem() {
  const { t } = useTranslation('portal');
  return (
    <RedEnvelopeEntry
      entry={(remaining, open) => (
        <SideMenu.Item
          icon="gift"
          onClick={open}
          count={remaining}
          countLabel={t('redEnvelope.remaining', { count: remaining })}
        >
          {t('redEnvelope.title')}
        </SideMenu.Item>
      )}
    />
  );
}

/** The home page's entry: a short invitation with the button that opens the envelope. */
export function RedEnvelopeBanner() {
  const { t } = useTranslation('portal');
  const headingId = useId();
  return (
    <RedEnvelopeEntry
      entry={(remaining, open) => (
        <section className={styles.banner} aria-labelledby={headingId} data-section="red-envelope">
          <div className={styles.bannerText}>
            <h2 id={headingId} className={styles.title}>
              {t('redEnvelope.bannerTitle')}
            </h2>
            <p className={screen.muted}>{t('redEnvelope.remaining', { count: remaining })}</p>
          </div>
          <Button iconStart="gift" onClick={open}>
            {t('redEnvelope.openEntry')}
          </Button>
        </section>
      )}
    />
  );
}
