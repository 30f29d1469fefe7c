import type { AgentContract, ContractType } from '@portal/api-contract';
import { topRate } from '@portal/machines';
import { Notice, Skeleton, Tabs } from '@portal/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../shared/QueryView';
import * as screen from '../../../shared/Screen.css';
import { ScreenBoundary } from '../../../../routes/ScreenBoundary';
import type { AgentPageProps } from '../../agentPages';
import { TeamReportPage } from '../teamReport/lazyTeamReportPage';
import { ContractHistory } from './parts/ContractHistory';
import { ContractOffer } from './parts/ContractOffer';
import * as styles from './ContractsPage.css';
import { CONTRACT_TYPE_KEYS, hasEnded, inForce, REAL_TIME_SETTLEMENT_MINUTES } from './parts/contractTypes';
import { DownlineContracts, useAccountFilter } from './parts/DownlineContracts';
import { UplineContract } from './parts/UplineContract';

const TABS = ['contracts', 'history', 'settlements'] as const;
type ContractsTab = (typeof TABS)[number];

/** `?tab=`, so a link (and Back) can open the history or the settlements. */
function useTab(): [ContractsTab, (tab: string) => void] {
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

/** A titled part of a tab: an h3 under the page's heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={screen.panel}>
      <h3 id={headingId} className={screen.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
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
  const withUpline = useSessionQuery('agent.contracts', { contractType, role: 'upline' });
  const withDownlines = useSessionQuery('agent.contracts', { contractType, role: 'downline' });
  const loading = <Skeleton shape="block" blockSize="160px" />;
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
        <QueryView query={withUpline} loading={loading} headingLevel={3}>
          {(uplineContracts) => (
            <QueryView query={withDownlines} loading={loading} headingLevel={3}>
              {(downlineContracts) => (
                <ContractsTab
                  contractType={contractType}
                  currency={currency}
                  uplineContracts={uplineContracts}
                  downlineContracts={downlineContracts}
                />
              )}
            </QueryView>
          )}
        </QueryView>
      </Tabs.Content>
      <Tabs.Content value="history" className={styles.tabPanel}>
        <QueryView query={withUpline} loading={loading} headingLevel={3}>
          {(uplineContracts) => (
            <QueryView query={withDownlines} loading={loading} headingLevel={3}>
              {(downlineContracts) => (
                <ContractHistory
                  contractType={contractType}
                  currency={currency}
                  contracts={[...uplineContracts, ...downlineContracts]
                    .filter(hasEnded)
                    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))}
                />
              )}
            </QueryView>
          )}
        </QueryView>
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

interface ContractsTabProps {
  contractType: ContractType;
  currency: string;
  uplineContracts: readonly AgentContract[];
  downlineContracts: readonly AgentContract[];
}

function ContractsTab({ contractType, currency, uplineContracts, downlineContracts }: ContractsTabProps) {
  const { t } = useTranslation('agent');
  const info = useSessionQuery('member.info', undefined);
  const [account] = useAccountFilter();
  // The form opens with the downline the page was opened for; the filter may change afterwards.
  const [offerTo] = useState(account);
  const own = uplineContracts.find(inForce) ?? null;
  const offered = uplineContracts.find((contract) => contract.status === 'PENDING') ?? null;
  return (
    <>
      <Section title={t('contracts.page.upline.title')}>
        <QueryView query={info} loading={<Skeleton shape="block" blockSize="120px" />} headingLevel={3}>
          {({ uplineAccount }) => (
            <>
              {uplineAccount === null ? (
                <Notice tone="info">{t('contracts.page.upline.topLevel')}</Notice>
              ) : null}
              {uplineAccount !== null && !own && !offered ? (
                <Notice tone="info">{t('contracts.page.upline.empty')}</Notice>
              ) : null}
              {[own, offered].map((contract) =>
                contract ? (
                  <UplineContract
                    // A new status from the server starts the review afresh.
                    key={`${contract.contractId}:${contract.status}`}
                    contractType={contractType}
                    contract={contract}
                    downlineContracts={downlineContracts}
                    currency={currency}
                  />
                ) : null,
              )}
            </>
          )}
        </QueryView>
      </Section>
      <Section title={t('contracts.page.downlines.title')}>
        <DownlineContracts contractType={contractType} contracts={downlineContracts} currency={currency} />
      </Section>
      <QueryView query={info} loading={null} headingLevel={3}>
        {({ uplineAccount }) =>
          // An agent under an upline offers at most its own rate: without a contract, nothing.
          uplineAccount !== null && !own ? (
            <Notice tone="warning">{t('contracts.offer.noOwnContract')}</Notice>
          ) : (
            <ContractOffer
              contractType={contractType}
              maxRate={own ? topRate(own.tiers) : null}
              downlineAccount={offerTo}
              currency={currency}
            />
          )
        }
      </QueryView>
    </>
  );
}
