import type { LiveRoom } from '@portal/api-contract';
import type { LaunchableGame } from '../../app/popups';

/** A live table as the game popup launches it: the table's game, of type LIVE. */
export function launchableTable(room: LiveRoom): LaunchableGame {
  return { gameCode: room.gameCode, vassalage: room.vassalage, gameType: 'LIVE', gameName: room.tableName };
}

/** Open tables first, each group in the order the server lists them. */
export function openTablesFirst(rooms: readonly LiveRoom[]): LiveRoom[] {
  return [...rooms.filter((room) => room.open), ...rooms.filter((room) => !room.open)];
}
