import { contractProcessCall, type AgentContract, type ContractType } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  SearchField,
  useToast,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionMutation } from '../../../../../api/contractQuery';
import { useContractColumns } from './contractColumns';
import * as styles from '../ContractsPage.css';
import { CONTRACT_TYPE_KEYS, isOpen, matchesAccount } from './contractTypes';

export interface DownlineContractsProps {
  contractType: ContractType;
  /** The agent's contracts with its downlines, every status. */
  contracts: readonly AgentContract[];
  currency: string;
}

/** `?account=`: the downline management page links here with one downline's account. */
export function useAccountFilter(): [string, (account: string) => void] {
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const setAccount = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim() === '') updated.delete('account');
        else updated.set('account', next.trim());
        return updated;
      },
      { replace: true },
    );
  return [account, setAccount];
}

/**
 * The agent's open contracts with its downlines (offers waiting, contracts in force), filtered by
 * downline account. The agent may end any of them (SPEC §4 "terminate"): an offer is withdrawn, a
 * contract in force ends at once, with the contracts its downline gave below it.
 */
export function DownlineContracts({ contractType, contracts, currency }: DownlineContractsProps) {
  const { t } = useTranslation(['agent', 'errors']);
  const [account, setAccount] = useAccountFilter();
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const toast = useToast();
  const terminate = useSessionMutation(`agent.${contractProcessCall[contractType]}`, {
    invalidates: ['agent.contracts', 'member.consolidated'],
  });
  const rows = contracts.filter(
    (contract) => isOpen(contract) && (account === '' || matchesAccount(contract.downlineAccount, account)),
  );
  const shared = useContractColumns(contractType, currency);
  const columns: DataTableColumn<AgentContract>[] = [
    { id: 'downline', header: t('contracts.page.columns.downline'), accessor: 'downlineAccount' },
    ...shared,
    {
      id: 'actions',
      header: t('contracts.page.columns.actions'),
      accessor: () => '',
      align: 'end',
      cell: (contract) => (
        <Button size="sm" variant="outline" onClick={() => setEnding(contract)}>
          {contract.status === 'PENDING'
            ? t('contracts.page.withdraw.action')
            : t('contracts.page.terminate.action')}
        </Button>
      ),
    },
  ];
  const withdrawing = ending?.status === 'PENDING';
  const endingAccount = ending?.downlineAccount ?? '';

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await terminate.mutateAsync({ action: 'TERMINATE', contractId: ending.contractId });
      toast.show({
        tone: 'success',
        title: withdrawing
          ? t('contracts.page.withdraw.done', { account: endingAccount })
          : t('contracts.page.terminate.done', { account: endingAccount }),
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      toast.show({ tone: 'danger', title: translateError(t, typeof code === 'string' ? code : 'UNKNOWN') });
      throw error;
    }
  };

  return (
    <>
      {/* Nothing to find among no contracts, unless a link named a downline. */}
      {account !== '' || contracts.some(isOpen) ? (
        <div className={styles.filters}>
          <SearchField
            label={t('contracts.page.downlines.filter')}
            value={account}
            onValueChange={setAccount}
            onClear={() => setAccount('')}
            landmarkLabel={t('contracts.page.downlines.filter')}
          />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          icon="info"
          headingLevel={4}
          title={
            account === ''
              ? t('contracts.page.downlines.empty')
              : t('contracts.page.downlines.emptyFor', { account })
          }
          action={
            account === '' ? undefined : (
              <Button variant="outline" onClick={() => setAccount('')}>
                {t('contracts.page.downlines.showAll')}
              </Button>
            )
          }
        />
      ) : (
        <DataTable
          caption={t('contracts.page.downlines.caption', { type: t(CONTRACT_TYPE_KEYS[contractType]) })}
          captionHidden
          columns={columns}
          rows={rows}
          getRowId={(contract) => contract.contractId}
          layout="auto"
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        tone="danger"
        title={
          withdrawing
            ? t('contracts.page.withdraw.title', { account: endingAccount })
            : t('contracts.page.terminate.title', { account: endingAccount })
        }
        description={
          withdrawing
            ? t('contracts.page.withdraw.description', { account: endingAccount })
            : t('contracts.page.terminate.description', { account: endingAccount })
        }
        confirmLabel={
          withdrawing ? t('contracts.page.withdraw.confirm') : t('contracts.page.terminate.confirm')
        }
        onConfirm={confirmEnd}
      />
    </>
  );
}
