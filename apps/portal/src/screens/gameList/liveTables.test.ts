import type { LiveRoom } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { launchableTable, openTablesFirst } from './liveTables';

const room = (roomId: string, open: boolean): LiveRoom => ({
  roomId,
  gameCode: `PT-LIVE-${roomId}`,
  tableName: `Table ${roomId}`,
  dealerName: 'Anna',
  vassalage: 'PT',
  minBet: 1_000,
  maxBet: 500_000,
  open,
  imageUrl: '/table.svg',
});

describe('the live tables', () => {
  it('lists the open tables first, each group in the order the server gave', () => {
    const rooms = [room('1', false), room('2', true), room('3', false), room('4', true)];
    expect(openTablesFirst(rooms).map((entry) => entry.roomId)).toEqual(['2', '4', '1', '3']);
  });

  it('launches a table as its game, of type LIVE, named by the table', () => {
    expect(launchableTable(room('7', true))).toEqual({
      gameCode: 'PT-LIVE-7',
      vassalage: 'PT',
      gameType: 'LIVE',
      gameName: 'Table 7',
    });
  });
});
