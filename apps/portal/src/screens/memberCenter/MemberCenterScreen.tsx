import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenProps } from '../../routes/table';
import { MemberCenter } from './MemberCenter';

/** Agents' pages are a chunk of their own: a member's centre does not load the agent centre. */
const AgentCenterScreen = lazyScreen(() => import('../agentCenter/AgentCenterScreen'));

/** MemberCenter group (SPEC §2): the member centre, the agent landing page and the agent centre. */
export default function MemberCenterScreen({ route }: ScreenProps) {
  if (route.layout === 'agent') return <AgentCenterScreen route={route} />;
  return <MemberCenter />;
}
