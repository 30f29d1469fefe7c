import { Amount, Button, Checkbox, SearchField, useTranslation } from '@portal/ui';
import { useState } from 'react';
import { useSessionQuery } from '../../../../api/contractQuery';
import { useWhiteLabel } from '../../../../api/system';
import { useBalance } from '../../../../api/wallet';
import { onDemand } from '../../../../popups/onDemand';
import { useLinkProps } from '../../../../routes/links';
import { lazyScreen } from '../../../../routes/lazyScreen';
import { RecordsView } from '../../../shared/records/RecordsView';
import * as screen from '../../../../blocks/Screen.css';
import type { AgentPageProps } from '../../agentPages';
import { downlineColumns } from './parts/downlineColumns';
import type { DownlineMove } from './parts/DownlineMoveDialog';
import * as styles from './DownlineManagement.css';
import { useDownlineFilters } from './parts/useDownlineFilters';

/** A transfer to or from a downline loads with its first opening: its form and validation stay out of the list. */
const DownlineMoveDialog = onDemand(
  lazyScreen(() => import('./parts/DownlineMoveDialog'), 'DownlineMoveDialog'),
);

/**
 * Where a downline's contracts are: the first salary page the white label offers, in this order
 * (the registry's page ids; downlineContracts.test.ts holds them to agentPages).
 */
export const contractPages = [
  { feature: 'dailySalary', page: 'agentDailyWages2' },
  { feature: 'hourlySalary', page: 'agentHourSalary' },
  { feature: 'realTimeSalary', page: 'agentRealtimeSalary' },
  { feature: 'dividend', page: 'agentDividendRecordCopy2' },
] as const;

function useContractsPage(): string | null {
  const features = useWhiteLabel().data?.features;
  return contractPages.find(({ feature }) => features?.[feature] === true)?.page ?? null;
}

/**
 * Downline management (downlineManagmentView, SPEC §2 and §6): the agent's team by account and
 * depth, paged, with balances, last logins and who is online; the agent sends balance to a direct
 * downline or recalls it, and opens its contracts where a salary feature is on.
 */
export function DownlineManagementPage({ currency }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const filters = useDownlineFilters();
  const query = useSessionQuery(
    'agent.teamMembers',
    {
      pageNo: filters.pageNo,
      ...(filters.account ? { account: filters.account } : {}),
      ...(filters.directOnly ? { directOnly: true } : {}),
    },
    { keepPreviousPage: true },
  );
  const agentBalance = useBalance(true).data?.balance;
  const contractsPage = useContractsPage();
  // The downline's balance when the dialog opened: the list's, while the row is on the page.
  const [move, setMove] = useState<(DownlineMove & { held: number }) | null>(null);
  const register = useLinkProps('/agentHome?page=registerCenter');
  const filtered = filters.account !== undefined || filters.directOnly;
  // The downline's balance as the list reads it now (it refreshes after each move).
  const downlineBalance = ({ downline, held }: { downline: string; held: number }) =>
    query.data?.content.find((member) => member.account === downline)?.balance ?? held;

  return (
    <div className={screen.panel}>
      {agentBalance === undefined ? null : (
        <p className={styles.balance}>
          {t('downline.agentBalance')} <Amount minor={agentBalance} currency={currency} size="lg" />
        </p>
      )}
      <RecordsView
        caption={t('downline.caption')}
        filters={filters}
        fields={
          <div className={styles.fields}>
            <SearchField
              label={t('downline.search')}
              defaultValue={filters.account ?? ''}
              onSearch={(account) => filters.setAccount(account)}
              onClear={() => filters.setAccount(undefined)}
            />
            <Checkbox
              className={styles.toggle}
              label={t('downline.directOnly')}
              checked={filters.directOnly}
              onCheckedChange={filters.setDirectOnly}
            />
          </div>
        }
        query={query}
        columns={downlineColumns({
          t,
          currency,
          onMove: (next, row) => setMove({ ...next, held: row.balance }),
          contractsPage,
        })}
        getRowId={(row) => row.account}
        emptyTitle={filtered ? t('downline.noMatch') : t('downline.empty')}
        {...(filtered
          ? {}
          : {
              emptyDescription: t('downline.emptyHint'),
              emptyAction: (
                <Button asChild variant="secondary">
                  <a {...register}>{t('downline.toRegisterCenter')}</a>
                </Button>
              ),
            })}
      />
      {move ? (
        <DownlineMoveDialog
          direction={move.direction}
          downline={move.downline}
          available={move.direction === 'transfer' ? (agentBalance ?? 0) : downlineBalance(move)}
          currency={currency}
          onClose={() => setMove(null)}
        />
      ) : null}
    </div>
  );
}
