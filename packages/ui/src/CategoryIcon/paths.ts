/**
 * Game category pictograms on a 24×24 grid, drawn for this library in the same stroke style as
 * `Icon` (1.75 stroke, round caps, currentColor), so they follow the text colour of each brand.
 */
export const categoryCodes = [
  'HOME',
  'PROMO',
  'ELOTT',
  'BGS',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;

export type CategoryCode = (typeof categoryCodes)[number];

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const categoryPaths: Record<CategoryCode, readonly string[]> = {
  // A house with a door.
  HOME: ['M3.5 11L12 4l8.5 7', 'M6 9.2V20h12V9.2', 'M10 20v-5h4v5'],
  // A price tag with a percent sign.
  PROMO: ['M3.5 12.5l8.5-8.5h8v8l-8.5 8.5z', circle(16, 8, 1), 'M9.5 15l4-4'],
  // A screen drawing two lottery balls.
  ELOTT: ['M3.5 4.5h17v11h-17z', 'M8.5 20h7', 'M12 15.5V20', circle(9, 10, 2), circle(15, 10, 2)],
  // A crown for the house's own games.
  BGS: ['M4.5 19h15', 'M4.5 16L3.5 7.5l4.5 3.5L12 5l4 6 4.5-3.5-1 8.5z'],
  // A lottery ball with a number.
  LOTT: [circle(12, 12, 8.5), circle(12, 12, 4.5), 'M10.6 10.4h2.8l-1.9 3.6'],
  // Two playing cards with a spade.
  LIVE: ['M4 7.2l7.5-2.4 3.6 12-7.5 2.4z', 'M14.3 5.3l5.2 1.6-2.9 10', 'M9 10.5l1.3 2.3-2.4.7z'],
  // A football.
  SPORTS: [
    circle(12, 12, 8.5),
    'M12 8.6l3 2.2-1.1 3.5h-3.8L9 10.8z',
    'M12 8.6V3.5',
    'M15 10.8l4.8-1.6',
    'M13.9 14.3l2.9 4.1',
    'M10.1 14.3l-2.9 4.1',
    'M9 10.8L4.2 9.2',
  ],
  // A fish.
  FISH: ['M2.5 12c2.5-4.2 8-6 12.5-2l5-3.5v11L15 14c-4.5 4-10 2.2-12.5-2z', 'M7.5 11.3v.1'],
  // A slot machine with a lever.
  RNG: [
    'M3.5 6h14v13h-14z',
    'M3.5 10h14',
    'M3.5 15h14',
    'M8.2 10v5',
    'M12.8 10v5',
    'M17.5 12.5H20V6',
    circle(20, 4.8, 1.1),
  ],
  // A poker chip.
  PVP: [circle(12, 12, 8.5), circle(12, 12, 4), 'M12 3.5V8', 'M12 16v4.5', 'M3.5 12H8', 'M16 12h4.5'],
  // A game controller.
  ESPORTS: [
    'M7 8h10a4 4 0 014 4v2.5a2.5 2.5 0 01-4.6 1.4L15 14H9l-1.4 1.9A2.5 2.5 0 013 14.5V12a4 4 0 014-4z',
    'M8 10.5v3',
    'M6.5 12h3',
    'M15.5 11v.1',
    'M17.5 13v.1',
  ],
  // A rooster.
  COCKFIGHT: [
    'M7 9.5c0 4.5 2.5 7.5 6.5 7.5s6.5-3 6.5-8l-3.5 2.5-2-5.5L12 9',
    'M7 9.5L4 10.5l3 1.2',
    'M7 7.5c.4-1.6 1.8-2.4 3.2-1.7',
    'M11 17v3',
    'M15 17v3',
    'M9.5 20h7',
  ],
};
