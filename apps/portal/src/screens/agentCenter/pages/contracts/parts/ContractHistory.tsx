import type { AgentContract, ContractType } from '@portal/api-contract';
import { DataTable, EmptyState, formatDateTime, type DataTableColumn, useTranslation } from '@portal/ui';
import { useContractColumns } from './contractColumns';
import { CONTRACT_TYPE_KEYS } from './contractTypes';

export interface ContractHistoryProps {
  contractType: ContractType;
  /** Rejected and terminated contracts, with the upline and with downlines, newest change first. */
  contracts: readonly AgentContract[];
  currency: string;
}

/** Contracts that ended: offers rejected or withdrawn, contracts terminated (SPEC §4). */
export function ContractHistory({ contractType, contracts, currency }: ContractHistoryProps) {
  const { t } = useTranslation('agent');
  const shared = useContractColumns(contractType, currency);
  const columns: DataTableColumn<AgentContract>[] = [
    { id: 'upline', header: t('contracts.page.columns.upline'), accessor: 'uplineAccount' },
    { id: 'downline', header: t('contracts.page.columns.downline'), accessor: 'downlineAccount' },
    ...shared,
    {
      id: 'updatedAt',
      header: t('contracts.page.columns.updated'),
      accessor: 'updatedAt',
      cell: (contract) => <time dateTime={contract.updatedAt}>{formatDateTime(contract.updatedAt)}</time>,
    },
  ];
  if (contracts.length === 0)
    return <EmptyState icon="receipt" headingLevel={3} title={t('contracts.page.history.empty')} />;
  return (
    <DataTable
      caption={t('contracts.page.history.caption', { type: t(CONTRACT_TYPE_KEYS[contractType]) })}
      captionHidden
      columns={columns}
      rows={contracts}
      getRowId={(contract) => contract.contractId}
      layout="auto"
    />
  );
}
