import type { ScreenProps } from '../../routes/screens';
import { GameLobby } from '../shared/GameLobby';
import { assertCategory } from '../shared/routeCategory';

/** GameListCenter (SPEC §2): /live, /fish, /rng (?vassalage=), /pvp, /bgs. */
export default function GameListScreen({ route }: ScreenProps) {
  return <GameLobby route={assertCategory(route)} layout="list" />;
}
