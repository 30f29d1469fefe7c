import { pendingContractRequests, type ConsolidatedContractInfo } from '@portal/api-contract';
import { useCallback, useEffect, useRef } from 'react';
import { sessionQuery } from '../api/contractQuery';
import { usePortalEnvironment } from '../environment/environment';
import { useCurrentPopup, usePopups } from '../app/popups';
import { useSession } from '../app/session';
import { readJson, SESSION_KEYS } from '../site/storage';

/** What identifies a waiting request: a new request, or a new status of one, shows again. */
export function requestKeys(contracts: ConsolidatedContractInfo | null): string[] {
  if (!contracts) return [];
  return pendingContractRequests(contracts).map(({ contractType, info }) =>
    info.pendingRequest ? `${info.pendingRequest.contractId}:${info.pendingRequest.status}` : contractType,
  );
}

/**
 * The contract popup (SPEC §2, §4 "When logged in"): after each session load that finds a contract
 * request waiting — the login loads, and the reload a realtime `contract` frame starts — it opens
 * as soon as no other popup is up, unless every waiting request was already closed this session.
 */
export function ContractDriver() {
  const { view } = useSession();
  const { api, queryClient, session } = usePortalEnvironment();
  const { current } = useCurrentPopup();
  const { openPopup } = usePopups();
  const offer = useCallback(() => {
    void queryClient
      .fetchQuery(sessionQuery(api, 'member.consolidated', undefined))
      .then((info) => {
        const dismissed = readJson<string[]>(session, SESSION_KEYS.dismissedContractRequests) ?? [];
        if (requestKeys(info.contracts).some((key) => !dismissed.includes(key))) openPopup('contract');
      })
      .catch(() => undefined);
  }, [api, queryClient, session, openPopup]);

  // A finished load, not any change of the session's data (an unread frame changes it too). The
  // first look counts as one: the login loads may finish before this mounts.
  const awaitingLoad = useRef(true);
  // A load found requests while another popup was up: offered once that one closes.
  const pending = useRef(false);
  const loadedData = view.loading ? null : view.data;
  useEffect(() => {
    if (view.loading) {
      awaitingLoad.current = true;
      return;
    }
    if (loadedData && awaitingLoad.current) {
      awaitingLoad.current = false;
      pending.current = loadedData.pendingContract;
    }
    if (!pending.current || (current !== null && current.name !== 'contract')) return;
    pending.current = false;
    // An open contract popup refetches what it shows by itself.
    if (current === null) offer();
  }, [view.loading, loadedData, current, offer]);
  return null;
}
