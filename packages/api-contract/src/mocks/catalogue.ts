import type {
  GameCard,
  GameCategory,
  GameMenu,
  GameType,
  KnownVendorCode,
  VendorLane,
} from '../schemas/games';
import { createRng, deriveSeed } from '../random';

export const MOCK_CATALOGUE_SIZE = 10_000;

interface VendorSpec {
  code: KnownVendorCode;
  name: string;
  /** How many games of each type the vendor brings. */
  lines: ReadonlyArray<readonly [GameType, number]>;
}

// Ten vendors, almost all slots, adding up to the spec's "almost 10,000 games".
export const mockVendorSpecs: readonly VendorSpec[] = [
  { code: 'PG', name: 'PG Soft', lines: [['RNG', 2040]] },
  {
    code: 'EG2',
    name: 'EG Gaming',
    lines: [
      ['RNG', 900],
      ['LIVE', 120],
      ['PVP', 80],
    ],
  },
  {
    code: 'PT',
    name: 'Playtech',
    lines: [
      ['RNG', 1500],
      ['LIVE', 200],
    ],
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    lines: [
      ['RNG', 1100],
      ['FISH', 60],
    ],
  },
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    lines: [
      ['RNG', 1200],
      ['FISH', 50],
    ],
  },
  {
    code: 'FC',
    name: 'Fa Chai',
    lines: [
      ['RNG', 900],
      ['FISH', 40],
    ],
  },
  {
    code: 'JL',
    name: 'JILI',
    lines: [
      ['RNG', 1300],
      ['FISH', 70],
      ['PVP', 120],
    ],
  },
  {
    code: 'BGS',
    name: 'BGS In-house',
    lines: [
      ['BGS', 150],
      ['LOTT', 60],
      ['ELOTT', 60],
    ],
  },
  {
    code: 'IMES',
    name: 'IM Esports',
    lines: [
      ['ESPORTS', 20],
      ['SPORTS', 20],
    ],
  },
  { code: 'DS88', name: 'DS88 Sabong', lines: [['COCKFIGHT', 10]] },
];

const adjectives = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Dragon',
  'Jade',
  'Crystal',
  'Thunder',
  'Lotus',
  'Neon',
  'Cosmic',
  'Pirate',
  'Samurai',
  'Jungle',
  'Ocean',
  'Phoenix',
  'Tiger',
  'Diamond',
  'Ruby',
  'Emerald',
  'Sakura',
  'Viking',
  'Pharaoh',
  'Candy',
  'Fire',
  'Frost',
  'Shadow',
  'Sunny',
];
const nouns = [
  'Gems',
  'Treasure',
  'Riches',
  'Spins',
  'Kingdom',
  'Quest',
  'Rush',
  'Blast',
  'Legends',
  'Wheel',
  'Empire',
  'Tales',
  'Nights',
  'Reels',
  'Harvest',
  'Voyage',
  'Coins',
  'Palace',
  'Heist',
  'Carnival',
  'Temple',
  'Storm',
  'Garden',
  'Dynasty',
  'Festival',
  'Hunter',
  'Party',
  'Dreams',
  'Magic',
  'Bonanza',
];
const typeWords: Partial<Record<GameType, readonly string[]>> = {
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Poker'],
  FISH: ['Fishing', 'Ocean King', 'Fish Hunter', 'Shark Hunt'],
  PVP: ['Teen Patti', 'Rummy', 'Pusoy', 'Tongits', 'Mahjong', 'Poker'],
  LOTT: ['Lotto', 'Pick 3', 'Keno'],
  ELOTT: ['Fast 3', 'Lucky 10', 'Racing'],
  SPORTS: ['Sportsbook', 'Football', 'Basketball'],
  ESPORTS: ['Dota 2', 'League', 'Valorant', 'Counter-Strike'],
  COCKFIGHT: ['Sabong Arena', 'Derby'],
  BGS: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo'],
};

/** Compact record; the full card (with its icon) is built only when served. */
export interface CatalogueGame {
  nodeId: number;
  vendor: KnownVendorCode;
  gameType: GameType;
  gameName: string;
  gameCode: string;
  isHot: boolean;
  isNew: boolean;
  hue: number;
}

export interface Catalogue {
  games: readonly CatalogueGame[];
  byNodeId: ReadonlyMap<number, CatalogueGame>;
}

export function buildCatalogue(seed: number): Catalogue {
  const rng = createRng(deriveSeed('catalogue', seed));
  const games: CatalogueGame[] = [];
  for (const vendor of mockVendorSpecs) {
    for (const [gameType, count] of vendor.lines) {
      for (let index = 1; index <= count; index += 1) {
        const special = typeWords[gameType];
        const base =
          special && gameType !== 'RNG'
            ? `${rng.pick(adjectives)} ${rng.pick(special)}`
            : `${rng.pick(adjectives)} ${rng.pick(nouns)}`;
        games.push({
          nodeId: games.length + 1,
          vendor: vendor.code,
          gameType,
          gameName: `${base} ${index}`,
          gameCode: `${vendor.code}-${gameType}-${String(index).padStart(4, '0')}`,
          isHot: rng.chance(0.04),
          isNew: rng.chance(0.03),
          hue: rng.int(0, 359),
        });
      }
    }
  }
  return { games, byNodeId: new Map(games.map((game) => [game.nodeId, game])) };
}

/** A self-contained SVG tile: stories and visual tests never wait on an image host. */
export function mockIconUrl(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="hsl(${hue},55%,42%)"/><text x="100" y="112" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function toGameCard(game: CatalogueGame): GameCard {
  const icon = mockIconUrl(game.vendor, game.hue);
  return {
    displayName: game.gameName,
    gameName: game.gameName,
    nodeName: game.vendor,
    nodeId: game.nodeId,
    gameId: `${game.vendor}_${game.nodeId}`,
    gameCode: game.gameCode,
    vassalage: game.vendor,
    gameType: game.gameType,
    isHot: game.isHot ? 1 : 0,
    showIcon: game.isHot || game.isNew,
    iconUrl: icon,
    lagerIcon: icon,
    isGame: 'GAME',
  };
}

/** Navigation category of a game type (RNG cards sit under the RNG category, BGS under BGS). */
export function categoryOf(gameType: GameType): GameCategory {
  return gameType;
}

const vendorNodeIdBase = 1_000_000;

/** Lane order on the vendor and menu lists. */
const mockGameTypesOrder: readonly GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'BGS',
];

export function vendorCards(category: GameCategory): GameCard[] {
  return mockVendorSpecs.flatMap((vendor, vendorIndex) =>
    vendor.lines
      .filter(([gameType]) => categoryOf(gameType) === category)
      .map(([gameType]) => ({
        displayName: vendor.name,
        gameName: vendor.name,
        nodeName: vendor.code,
        nodeId: vendorNodeIdBase + vendorIndex * 100 + mockGameTypesOrder.indexOf(gameType),
        gameId: `${vendor.code}_${gameType}`,
        gameCode: `${vendor.code}-${gameType}`,
        vassalage: vendor.code,
        gameType,
        isHot: 0 as const,
        showIcon: false,
        iconUrl: mockIconUrl(vendor.code, (vendorIndex * 36) % 360),
        lagerIcon: mockIconUrl(vendor.code, (vendorIndex * 36) % 360),
        isGame: 'VASSALAGE' as const,
      })),
  );
}

export function vendorLanes(): VendorLane[] {
  return mockGameTypesOrder.map((gameType) => ({
    title: categoryOf(gameType),
    cards: vendorCards(categoryOf(gameType)),
    gameClassify: gameType,
  }));
}

export function gameMenus(): GameMenu[] {
  return mockGameTypesOrder.map((gameType) => ({
    category: categoryOf(gameType),
    vendors: mockVendorSpecs
      .filter((vendor) => vendor.lines.some(([type]) => type === gameType))
      .map((vendor) => ({
        vassalage: vendor.code,
        name: vendor.name,
        category: categoryOf(gameType),
        maintenance: false,
      })),
  }));
}
