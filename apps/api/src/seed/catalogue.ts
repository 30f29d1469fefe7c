import { gameCategories, type GameType } from '@portal/api-contract';
import { createRng } from '@portal/api-contract/random';
import { isGameType } from '../games/catalogue';

export const CATALOGUE_SIZE = 10_000;
const CATALOGUE_SEED = 20_260_101;

export interface VendorSeed {
  code: string;
  name: string;
  inHouse: boolean;
  /** How many games of each type the vendor brings. */
  games: Partial<Record<GameType, number>>;
}

// SPEC §9: esports vendor IMES, cockfight vendor DS88, BGS is in-house and not listed under RNG.
export const vendorSeeds: readonly VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', inHouse: false, games: { RNG: 2150 } },
  { code: 'EG2', name: 'EG Gaming', inHouse: false, games: { RNG: 900, LIVE: 100 } },
  { code: 'PT', name: 'Playtech', inHouse: false, games: { LIVE: 300, RNG: 1200 } },
  { code: 'JDB', name: 'JDB Gaming', inHouse: false, games: { RNG: 1000, FISH: 200 } },
  { code: 'CQ9', name: 'CQ9 Gaming', inHouse: false, games: { RNG: 1100, FISH: 150 } },
  { code: 'FC', name: 'Fa Chai', inHouse: false, games: { FISH: 250, RNG: 800 } },
  { code: 'JL', name: 'JILI', inHouse: false, games: { RNG: 900, FISH: 200, PVP: 300 } },
  { code: 'BGS', name: 'BGS In-house', inHouse: true, games: { BGS: 200, LOTT: 50, ELOTT: 50 } },
  { code: 'IMES', name: 'IM Esports', inHouse: false, games: { ESPORTS: 100 } },
  { code: 'DS88', name: 'DS88 Cockfight', inHouse: false, games: { COCKFIGHT: 50 } },
];

/**
 * Lane and menu order of the game types: the contract's navigation order (SPEC §2) less HOME and
 * PROMO, which are pages rather than game types.
 */
export const gameTypeOrder: readonly GameType[] = gameCategories.filter(isGameType);

const adjectives = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Wild',
  'Mystic',
  'Crystal',
  'Thunder',
  'Fortune',
  'Dragon',
  'Jade',
  'Cosmic',
  'Blazing',
  'Frozen',
  'Sacred',
  'Hidden',
  'Emerald',
  'Ruby',
  'Silver',
  'Neon',
  'Ancient',
  'Phantom',
  'Radiant',
  'Savage',
  'Sunny',
  'Midnight',
  'Electric',
  'Velvet',
  'Oceanic',
  'Solar',
];
const nouns = [
  'Tiger',
  'Phoenix',
  'Empire',
  'Treasure',
  'Temple',
  'Panda',
  'Koi',
  'Samurai',
  'Pharaoh',
  'Galaxy',
  'Lotus',
  'Viking',
  'Jungle',
  'Volcano',
  'Pirate',
  'Unicorn',
  'Wizard',
  'Buffalo',
  'Genie',
  'Safari',
  'Carnival',
  'Mermaid',
  'Ninja',
  'Monkey',
  'Rooster',
  'Lion',
  'Comet',
  'Cherry',
  'Gems',
  'Dynasty',
];
const suffixes = [
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' Rush',
  ' Riches',
  ' Quest',
  ' Link',
  ' Bonanza',
  ' Hold & Win',
  ' II',
];

const typeNouns: Partial<Record<GameType, readonly string[]>> = {
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Poker', 'Fan Tan'],
  FISH: ['Fishing', 'Ocean Hunter', 'Shark Hunt', 'Fish Party', 'Reef Raid'],
  PVP: ['Teen Patti', 'Rummy', 'Pusoy', 'Tongits', 'Mahjong', 'Ludo'],
  LOTT: ['Lotto 5/45', 'Pick 3', 'Keno', 'Lotto 6/49', 'Quick Draw'],
  ELOTT: ['Speed Lotto', 'Racing 10', 'Fast 3', 'Lucky 28', 'Color Game'],
  ESPORTS: ['Esports Arena', 'MOBA Cup', 'Shooter League', 'Battle Royale Bets'],
  COCKFIGHT: ['Sabong Arena', 'Derby Pit', 'Cockfight Live', 'Rooster Ring'],
};

export interface GameSeed {
  gameCode: string;
  vendorCode: string;
  categoryCode: GameType;
  displayName: string;
  isHot: boolean;
  hotRank: number | null;
  isNew: boolean;
  sort: number;
  minBet: number;
}

/** The same 10,000 games every time: names, hot ranks and new flags come from a fixed seed. */
export function generateCatalogue(): GameSeed[] {
  const random = createRng(CATALOGUE_SEED);
  const games: GameSeed[] = [];
  for (const vendor of vendorSeeds) {
    for (const [type, count] of Object.entries(vendor.games) as [GameType, number][]) {
      const special = typeNouns[type];
      for (let index = 1; index <= count; index += 1) {
        const base =
          special && random.chance(0.6)
            ? `${random.pick(adjectives)} ${random.pick(special)}`
            : `${random.pick(adjectives)} ${random.pick(nouns)}`;
        games.push({
          gameCode: `${vendor.code}-${type}-${String(index).padStart(4, '0')}`,
          vendorCode: vendor.code,
          categoryCode: type,
          displayName: `${base}${random.pick(suffixes)}`,
          isHot: false,
          hotRank: null,
          isNew: random.chance(0.05),
          sort: index,
          // 1.00 or more (SPEC §9 minimum slot bet), in minor units.
          minBet: random.pick([100, 100, 100, 200, 500, 1000]),
        });
      }
    }
  }
  if (games.length !== CATALOGUE_SIZE)
    throw new Error(`catalogue has ${games.length} games, expected ${CATALOGUE_SIZE}`);
  // 60 hot games spread across vendors, ranked.
  const hot = new Set<number>();
  while (hot.size < 60) hot.add(random.int(0, games.length - 1));
  [...hot].forEach((index, rank) => {
    const game = games[index];
    if (game) {
      game.isHot = true;
      game.hotRank = rank + 1;
    }
  });
  return games;
}
