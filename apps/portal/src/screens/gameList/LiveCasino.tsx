import type { LiveModel, LiveRoom } from '@portal/api-contract';
import {
  Amount,
  Avatar,
  Button,
  EmptyState,
  PageHeader,
  PageLoader,
  Skeleton,
  StatusPill,
  useTranslation,
} from '@portal/ui';
import { useSearchParams } from 'react-router';
import { usePublicQuery } from '../../api/contractQuery';
import { useSessionQuery } from '../../api/contractQuery';
import { useLaunchGame, usePopups } from '../../app/popups';
import { isSignedIn, useSession } from '../../app/session';
import { QueryView } from '../../blocks/QueryView';
import { useCurrency } from '../../app/currency';
import * as screen from '../../blocks/Screen.css';
import * as styles from './LiveCasino.css';
import { launchableTable, openTablesFirst } from './liveTables';

function TableCard({ room, currency }: { room: LiveRoom; currency: string | null }) {
  const { t } = useTranslation('portal');
  const launch = useLaunchGame();
  return (
    <article className={screen.card} aria-labelledby={`live-table-${room.roomId}`}>
      <img className={screen.cardImage} src={room.imageUrl} alt="" loading="lazy" />
      <div className={styles.cardHead}>
        <h3 id={`live-table-${room.roomId}`} className={screen.cardTitle}>
          {room.tableName}
        </h3>
        <span className={styles.tableStatus[room.open ? 'open' : 'closed']}>
          {room.open ? t('visitor.live.open') : t('visitor.live.closed')}
        </span>
      </div>
      <dl className={styles.tableFacts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('visitor.live.dealer')}</dt>
          <dd className={styles.factValue}>{room.dealerName || t('visitor.live.noDealer')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('visitor.live.provider')}</dt>
          <dd className={styles.factValue}>{room.vassalage}</dd>
        </div>
        {currency ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('visitor.live.limits')}</dt>
            <dd className={styles.factValue}>
              <Amount minor={room.minBet} currency={currency} size="sm" /> –{' '}
              <Amount minor={room.maxBet} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
      </dl>
      <Button
        iconStart="play"
        disabled={!room.open}
        onClick={() => launch(launchableTable(room))}
        aria-describedby={`live-table-${room.roomId}`}
      >
        {room.open ? t('visitor.live.play') : t('visitor.live.closedAction')}
      </Button>
    </article>
  );
}

function LiveTables({ vassalage }: { vassalage: string | undefined }) {
  const { t } = useTranslation('portal');
  const currency = useCurrency();
  const rooms = useSessionQuery('games.liveRooms', vassalage ? { vassalage } : {});
  return (
    <QueryView
      query={rooms}
      headingLevel={3}
      loading={<Skeleton shape="block" blockSize="240px" />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon="play" headingLevel={3} title={t('visitor.live.noTables')} />}
    >
      {(list) => (
        <ul className={screen.cards} aria-label={t('visitor.live.tables')}>
          {openTablesFirst(list).map((room) => (
            <li key={room.roomId}>
              <TableCard room={room} currency={currency} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** Guests cannot list the tables (the list needs a session): they are asked in first. */
function GuestTables() {
  const { t } = useTranslation(['portal', 'nav']);
  const { openPopup } = usePopups();
  return (
    <EmptyState
      icon="user"
      headingLevel={3}
      title={t('portal:visitor.live.guestTitle')}
      description={t('portal:visitor.live.guestDescription')}
      action={
        <Button onClick={() => openPopup('login', { reason: 'NOT_LOGGED_IN' })}>
          {t('nav:header.login')}
        </Button>
      }
    />
  );
}

function HostCard({ host }: { host: LiveModel }) {
  return (
    <li className={styles.host}>
      <Avatar name={host.nickname} src={host.avatarUrl} size="lg" />
      <span className={screen.cardTitle}>{host.nickname}</span>
      <StatusPill kind="presence" status={host.online ? 'online' : 'offline'} />
    </li>
  );
}

function LiveHosts() {
  const { t } = useTranslation('portal');
  const hosts = usePublicQuery('games.liveModels', undefined);
  return (
    <QueryView
      query={hosts}
      headingLevel={3}
      loading={<Skeleton shape="block" blockSize="120px" />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon="user" headingLevel={3} title={t('visitor.live.noHosts')} />}
    >
      {(list) => (
        <ul className={styles.hosts} aria-label={t('visitor.live.hosts')}>
          {/* Online hosts first: they are the ones a player can watch now. */}
          {[...list.filter((host) => host.online), ...list.filter((host) => !host.online)].map((host) => (
            <HostCard key={host.modelId} host={host} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/**
 * The live casino (SPEC §2 /live): the live tables with their dealer, limits and whether they are
 * open, each launching into the game popup, and the live-stream hosts with who is on air.
 */
export function LiveCasino() {
  const { t } = useTranslation(['nav', 'portal']);
  const { view } = useSession();
  // The header's vendor dropdown links here with the vendor (?vassalage=): its tables only.
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage')?.toUpperCase() || undefined;
  return (
    <div className={screen.page}>
      <PageHeader title={t('nav:routes.live')} />
      <section aria-labelledby="live-tables" className={screen.panel}>
        <h2 id="live-tables" className={screen.sectionHeading}>
          {t('portal:visitor.live.tables')}
        </h2>
        {view.kind === 'restoring' ? (
          <PageLoader />
        ) : isSignedIn(view) ? (
          <LiveTables vassalage={vassalage} />
        ) : (
          <GuestTables />
        )}
      </section>
      <section aria-labelledby="live-hosts" className={screen.panel}>
        <h2 id="live-hosts" className={screen.sectionHeading}>
          {t('portal:visitor.live.hosts')}
        </h2>
        <LiveHosts />
      </section>
    </div>
  );
}
