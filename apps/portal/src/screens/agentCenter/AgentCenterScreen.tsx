import type { ScreenProps } from '../../routes/table';
import { AgentCenter, AgentLanding } from './AgentCenter';

/** The agent side of the MemberCenter group: the agent landing page and the agent centre. */
export default function AgentCenterScreen({ route }: ScreenProps) {
  return route.name === 'agent' ? <AgentLanding /> : <AgentCenter />;
}
