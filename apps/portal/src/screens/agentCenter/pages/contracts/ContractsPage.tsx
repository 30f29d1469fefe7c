import type { AgentContract, ContractType } from '@portal/api-contract';
import { Skeleton, Tabs, useTranslation } from '@portal/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import { ScreenBoundary } from '../../../../routes/ScreenBoundary';
import type { AgentPageProps } from '../../agentPages';
import { TeamReportPage } from '../teamReport/lazyTeamReportPage';
import { ContractHistory } from './parts/ContractHistory';
import * as styles from './ContractsPage.css';
import { ContractsTab } from './parts/ContractsTab';
import { CONTRACT_TYPE_KEYS, hasEnded, REAL_TIME_SETTLEMENT_MINUTES } from './parts/contractTypes';

const TABS = ['contracts', 'history', 'settlements'] as const;
type TabName = (typeof TABS)[number];

/** `?tab=`, so a link (and Back) can open the history or the settlements. */
function useTab(): [TabName, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'contracts';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'contracts') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** The agent's contracts of one type with its upline and with its downlines, once both have answered. */
function BothSides({
  contractType,
  children,
}: {
  contractType: ContractType;
  children: (
    uplineContracts: readonly AgentContract[],
    downlineContracts: readonly AgentContract[],
  ) => ReactNode;
}) {
  const withUpline = useSessionQuery('agent.contracts', { contractType, role: 'upline' });
  const withDownlines = useSessionQuery('agent.contracts', { contractType, role: 'downline' });
  const loading = <Skeleton shape="block" blockSize="160px" />;
  return (
    <QueryView query={withUpline} loading={loading} headingLevel={3}>
      {(uplineContracts) => (
        <QueryView query={withDownlines} loading={loading} headingLevel={3}>
          {(downlineContracts) => children(uplineContracts, downlineContracts)}
        </QueryView>
      )}
    </QueryView>
  );
}

export interface ContractsPageProps extends AgentPageProps {
  contractType: ContractType;
}

/**
 * A salary or dividend page of the agent centre (SPEC §2, §4, §9): the agent's contract with its
 * upline (an offer from it is answered here), its contracts with its downlines (ended or withdrawn
 * here, filtered by `?account=`), a new offer to a downline, the ended contracts, and the
 * settlements paid under them.
 */
export function ContractsPage({ contractType, currency }: ContractsPageProps) {
  const { t } = useTranslation('agent');
  const [tab, setTab] = useTab();
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label={t(CONTRACT_TYPE_KEYS[contractType])}>
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {t(`contracts.page.tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="contracts" className={styles.tabPanel}>
        <BothSides contractType={contractType}>
          {(uplineContracts, downlineContracts) => (
            <ContractsTab
              contractType={contractType}
              currency={currency}
              uplineContracts={uplineContracts}
              downlineContracts={downlineContracts}
            />
          )}
        </BothSides>
      </Tabs.Content>
      <Tabs.Content value="history" className={styles.tabPanel}>
        <BothSides contractType={contractType}>
          {(uplineContracts, downlineContracts) => (
            <ContractHistory
              contractType={contractType}
              currency={currency}
              contracts={[...uplineContracts, ...downlineContracts]
                .filter(hasEnded)
                .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))}
            />
          )}
        </BothSides>
      </Tabs.Content>
      <Tabs.Content value="settlements" className={styles.tabPanel}>
        <p className={screen.muted}>
          {contractType === 'REAL_TIME_SALARY'
            ? t('contracts.page.settlements.realTime', { minutes: REAL_TIME_SETTLEMENT_MINUTES })
            : t('contracts.page.settlements.everyPeriod')}
        </p>
        <ScreenBoundary>
          <TeamReportPage reportType={contractType} currency={currency} />
        </ScreenBoundary>
      </Tabs.Content>
    </Tabs.Root>
  );
}
