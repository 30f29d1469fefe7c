import type { ScreenProps } from '../../routes/screens';
import { AgentCenter, AgentLanding } from '../agentCenter/AgentCenter';
import { MemberCenter } from './MemberCenter';

/** MemberCenter group (SPEC §2): the member centre, the agent landing page and the agent centre. */
export default function MemberCenterScreen({ route }: ScreenProps) {
  if (route.name === 'agent') return <AgentLanding />;
  if (route.name === 'agentHome') return <AgentCenter />;
  return <MemberCenter />;
}
