import type { AgentContract, ContractType } from '@portal/api-contract';
import { topRate } from '@portal/machines';
import { Notice, Skeleton, useTranslation } from '@portal/ui';
import { useState } from 'react';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { QueryView } from '../../../../../blocks/QueryView';
import { ContractOffer } from './ContractOffer';
import { inForce } from './contractTypes';
import { DownlineContracts, useAccountFilter } from './DownlineContracts';
import { Section } from '../../../../memberCenter/parts/Section';
import { UplineContract } from './UplineContract';

interface ContractsTabProps {
  contractType: ContractType;
  currency: string;
  uplineContracts: readonly AgentContract[];
  downlineContracts: readonly AgentContract[];
}

export function ContractsTab({
  contractType,
  currency,
  uplineContracts,
  downlineContracts,
}: ContractsTabProps) {
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
