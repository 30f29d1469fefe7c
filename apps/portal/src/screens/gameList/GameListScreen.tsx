import type { ScreenProps } from '../../routes/table';
import { GameLobby } from '../shared/GameLobby';
import { assertCategory } from '../shared/routeCategory';
import { LiveCasino } from './LiveCasino';

/** GameListCenter (SPEC §2): /live (the live tables and hosts), /fish, /rng (?vassalage=), /pvp, /bgs. */
export default function GameListScreen({ route }: ScreenProps) {
  if (route.name === 'live') return <LiveCasino />;
  return <GameLobby route={assertCategory(route)} layout="list" />;
}
