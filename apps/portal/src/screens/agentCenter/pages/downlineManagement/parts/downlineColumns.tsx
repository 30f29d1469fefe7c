import { isAgentType, type TeamMember } from '@portal/api-contract';
import { Amount, Button, formatDateTime, StatusPill, type DataTableColumn } from '@portal/ui';
import type { TFunction } from 'i18next';
import { useLinkProps } from '../../../../../routes/links';
import type { DownlineMove } from './DownlineMoveDialog';
import * as styles from '../DownlineManagement.css';

export interface DownlineColumnsOptions {
  t: TFunction<'agent'>;
  currency: string;
  /** Opens the transfer or recall dialog for a row. */
  onMove: (move: DownlineMove, row: TeamMember) => void;
  /** The salary page a row's "Contracts" opens, filtered to its account; null when none is offered. */
  contractsPage: string | null;
}

/**
 * The downline list's columns: who (account, nickname, member or agent and how deep), money,
 * activity, and what the agent can do. Money moves and contracts are with direct downlines only,
 * as the server allows them.
 */
export function downlineColumns({
  t,
  currency,
  onMove,
  contractsPage,
}: DownlineColumnsOptions): DataTableColumn<TeamMember>[] {
  return [
    { id: 'account', header: t('downline.account'), accessor: 'account' },
    { id: 'nickname', header: t('downline.nickname'), accessor: 'nickname' },
    {
      id: 'kind',
      header: t('downline.type'),
      accessor: 'level',
      cell: (row) => (
        <span className={styles.unbroken}>
          {t('downline.kind', {
            kind: isAgentType(row.type) ? t('downline.agent') : t('downline.member'),
            level: row.level,
          })}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('downline.balance'),
      accessor: 'balance',
      align: 'end',
      cell: (row) => <Amount minor={row.balance} currency={currency} />,
    },
    {
      id: 'lastLogin',
      header: t('downline.lastLogin'),
      accessor: (row) => row.lastLoginAt ?? '',
      cell: (row) =>
        row.lastLoginAt ? (
          <span className={styles.unbroken}>{formatDateTime(row.lastLoginAt)}</span>
        ) : (
          t('downline.never')
        ),
    },
    {
      id: 'status',
      header: t('downline.status'),
      accessor: (row) => (row.online ? 'online' : 'offline'),
      cell: (row) => <StatusPill kind="presence" status={row.online ? 'online' : 'offline'} />,
    },
    {
      id: 'actions',
      header: t('downline.actions'),
      accessor: () => '',
      cell: (row) =>
        row.level === 1 ? (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('downline.transferTo', { account: row.account })}
              onClick={() => onMove({ direction: 'transfer', downline: row.account }, row)}
            >
              {t('downline.transfer')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('downline.recallFrom', { account: row.account })}
              disabled={row.balance <= 0}
              onClick={() => onMove({ direction: 'recall', downline: row.account }, row)}
            >
              {t('downline.recall')}
            </Button>
            {contractsPage ? (
              <ContractsLink
                page={contractsPage}
                account={row.account}
                label={t('downline.contracts')}
                name={t('downline.contractsOf', { account: row.account })}
              />
            ) : null}
          </div>
        ) : (
          // Money and contracts go through the downline above them.
          <span className={styles.muted}>{t('downline.inTeam')}</span>
        ),
    },
  ];
}

function ContractsLink({
  page,
  account,
  label,
  name,
}: {
  page: string;
  account: string;
  label: string;
  name: string;
}) {
  const link = useLinkProps(`/agentHome?${new URLSearchParams({ page, account }).toString()}`);
  return (
    <Button asChild size="sm" variant="ghost">
      <a {...link} aria-label={name}>
        {label}
      </a>
    </Button>
  );
}
