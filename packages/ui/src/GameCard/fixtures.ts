/**
 * Deterministic demo games for stories, tests and the mock lobby: the same index always gives
 * the same name, vendor and icon (an inline SVG data URI, so nothing is fetched).
 */
export interface DemoGame {
  id: string;
  name: string;
  vendor: string;
  iconUrl: string;
  hot: boolean;
}

const vendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
const first = [
  'Lucky',
  'Golden',
  'Dragon',
  'Mahjong',
  'Fortune',
  'Wild',
  'Treasure',
  'Super',
  'Mega',
  'Royal',
];
const second = [
  'Tiger',
  'Ways',
  'Fishing',
  'Bonanza',
  'Gems',
  'Phoenix',
  'Koi',
  'Ace',
  'Panda',
  'Rush',
  'Fiesta',
];

/** A simple original tile: a coloured square with a ring and the index, drawn in SVG. */
export function gameIcon(index: number): string {
  const hue = (index * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 55% 32%)"/>` +
    `<circle cx="48" cy="44" r="26" fill="none" stroke="hsl(${(hue + 60) % 360} 80% 70%)" stroke-width="6"/>` +
    `<text x="48" y="86" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#fff">${index + 1}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function makeGames(count: number, offset = 0): DemoGame[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    return {
      id: `game-${n}`,
      name: `${first[n % first.length] ?? ''} ${second[Math.floor(n / first.length) % second.length] ?? ''}${n >= 110 ? ` ${Math.floor(n / 110) + 1}` : ''}`,
      vendor: vendors[n % vendors.length] ?? 'PG',
      iconUrl: gameIcon(n),
      hot: n % 7 === 0,
    };
  });
}
