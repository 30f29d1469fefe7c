import type { ScreenProps } from '../../routes/table';
import { GameLobby } from '../shared/GameLobby';
import { assertCategory } from '../shared/routeCategory';

/** GameCenter (SPEC §2): /sports, /esports, /lott, /elott, /cockfight — vendors first, then their games. */
export default function GameCenterScreen({ route }: ScreenProps) {
  return <GameLobby route={assertCategory(route)} layout="centre" />;
}
