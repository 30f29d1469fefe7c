import type { RealityCheckInterval } from '@portal/api-contract';
import { RealityCheckDialog } from '@portal/flows';
import { realityCheckMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionQuery } from '../api/contractQuery';
import { useBalance } from '../api/wallet';
import { usePortalEnvironment } from '../environment/environment';
import { useSession } from '../app/session';
import { memberPage } from '../routes/links';
import { useFlowActors } from '../app/flowActors';

/** The member-centre page of breaks and the reality-check setting. */
export const TAKE_A_BREAK_PAGE = 'takeABreak';

/**
 * The reality check of a signed-in member: mounted by the layout, it shows its dialog when due,
 * never where the white label does not offer it.
 */
export function RealityCheck() {
  const { view } = useSession();
  const member = view.kind === 'member' || view.kind === 'agent';
  const settings = useSessionQuery('playBreaks.settings', undefined, { enabled: member });
  const summary = useSessionQuery('playBreaks.sessionSummary', undefined, { enabled: member });
  const balance = useBalance(member);
  if (!member || !settings.data?.features.realityCheck || !summary.data) return null;
  return (
    <RealityCheckHost
      intervalMinutes={settings.data.realityCheckMinutes}
      sessionStartedAt={Date.parse(summary.data.startedAt)}
      currency={balance.data?.currency ?? 'PHP'}
    />
  );
}

function RealityCheckHost({
  intervalMinutes,
  sessionStartedAt,
  currency,
}: {
  intervalMinutes: RealityCheckInterval;
  sessionStartedAt: number;
  currency: string;
}) {
  const { now } = usePortalEnvironment();
  const actors = useFlowActors();
  const session = useSession();
  const navigate = useNavigate();
  const [mountedAt] = useState(() => now().getTime());
  const actorRef = useActorRef(realityCheckMachine.provide(actors.realityCheck), {
    input: { intervalMinutes, sessionStartedAt, now: mountedAt },
  });
  useEffect(() => {
    actorRef.send({ type: 'SET_INTERVAL', intervalMinutes });
  }, [actorRef, intervalMinutes]);
  useEffect(() => {
    const takeBreak = actorRef.on('takeBreak', () => void navigate(memberPage(TAKE_A_BREAK_PAGE)));
    const logOut = actorRef.on('logOut', () => {
      // The member already answered the question the sign-out would ask.
      session.logout('portal');
      session.confirmLogout();
    });
    return () => {
      takeBreak.unsubscribe();
      logOut.unsubscribe();
    };
  }, [actorRef, navigate, session]);
  return <RealityCheckDialog actorRef={actorRef} currency={currency} sessionStartedAt={sessionStartedAt} />;
}
