import type { AgentContract, ContractTier, ContractType } from '@portal/api-contract';
import { usePercent } from '@portal/flows';
import { CONTRACT_PERIOD_KEYS } from '@portal/i18n';
import { Amount, StatusPill, type DataTableColumn, useTranslation } from '@portal/ui';
import type { ReactNode } from 'react';
import * as styles from '../ContractsPage.css';
import { STATUS_PILLS } from './contractTypes';

/** A contract pays by tier: each tier's value on its own line, in tier order. */
function tierLines(contract: AgentContract, value: (tier: ContractTier) => ReactNode): ReactNode {
  return (
    <span className={styles.tiers}>
      {contract.tiers.map((tier, index) => (
        <span key={index}>{value(tier)}</span>
      ))}
    </span>
  );
}

/**
 * The columns every contract list shares (SPEC §3 "Contracts"): each tier's rate, valid bet
 * amount, active members and period profit and loss; a dividend's period; the status.
 */
export function useContractColumns(contractType: ContractType, currency: string) {
  const { t } = useTranslation(['agent']);
  const percent = usePercent();
  const best = (contract: AgentContract) => Math.max(...contract.tiers.map((tier) => tier.rate));
  const period = (contract: AgentContract): string =>
    contract.period ? t(CONTRACT_PERIOD_KEYS[contract.period]) : '';
  const columns: DataTableColumn<AgentContract>[] = [
    {
      id: 'rate',
      header: t('contracts.page.columns.rate'),
      accessor: best,
      align: 'end',
      cell: (contract) => tierLines(contract, (tier) => percent(tier.rate)),
    },
    {
      id: 'validBetAmount',
      header: t('contracts.page.columns.validBet'),
      accessor: (contract) => contract.tiers[0]?.validBetAmount ?? 0,
      align: 'end',
      cell: (contract) =>
        tierLines(contract, (tier) => <Amount minor={tier.validBetAmount} currency={currency} />),
    },
    {
      id: 'activeMembers',
      header: t('contracts.page.columns.activeMembers'),
      accessor: (contract) => contract.tiers[0]?.activeMembers ?? 0,
      align: 'end',
      cell: (contract) => tierLines(contract, (tier) => tier.activeMembers),
    },
    {
      id: 'periodProfitLoss',
      header: t('contracts.page.columns.periodProfitLoss'),
      accessor: (contract) => contract.tiers[0]?.periodProfitLoss ?? 0,
      align: 'end',
      cell: (contract) =>
        tierLines(contract, (tier) => (
          <Amount minor={tier.periodProfitLoss} currency={currency} tone="auto" />
        )),
    },
    {
      id: 'status',
      header: t('contracts.page.columns.status'),
      accessor: 'status',
      cell: (contract) => <StatusPill kind="contract" status={STATUS_PILLS[contract.status]} />,
    },
  ];
  // Only dividends choose their period; a salary's cadence is the page's, said where it settles.
  if (contractType === 'DIVIDEND')
    columns.splice(4, 0, { id: 'period', header: t('contracts.page.columns.period'), accessor: period });
  return columns;
}
