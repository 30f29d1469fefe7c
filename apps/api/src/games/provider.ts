import type { Db } from '../db/database';

export interface LaunchableGame {
  id: number;
  gameCode: string;
  vendorCode: string;
  categoryCode: string;
  displayName: string;
}

export interface GameLaunchRequest {
  tx: Db;
  sessionId: string;
  memberId: number;
  game: LaunchableGame;
  /** Play with demo credit: trial sessions and "try for fun" launches. */
  demo: boolean;
  /** Origin browsers reach this server at, for URLs the provider serves itself. */
  origin: string;
  /** The player's portal language (its Accept-Language), for providers that speak several. */
  language: string;
  now: Date;
}

export interface GameLaunchResult {
  url: string;
  mode: 'iframe' | 'window';
}

/** Opens a game session with a vendor. Real vendors plug in here; the local one is the demo slot. */
export interface GameProvider {
  launch(request: GameLaunchRequest): Promise<GameLaunchResult>;
}
