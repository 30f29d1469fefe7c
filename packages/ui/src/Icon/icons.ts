/**
 * Stroke icons on a 24×24 grid (1.75 stroke, round caps), drawn for this library.
 * Each entry is the inner SVG markup as path data so icons render without a sprite sheet.
 */
export const iconPaths = {
  close: ['M6 6l12 12', 'M18 6L6 18'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  chevronDown: ['M6 9l6 6 6-6'],
  chevronUp: ['M6 15l6-6 6 6'],
  chevronStart: ['M15 6l-6 6 6 6'],
  chevronEnd: ['M9 6l6 6-6 6'],
  eye: [
    'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z',
    'M12 9a3 3 0 100 6 3 3 0 000-6z',
  ],
  eyeOff: [
    'M3 3l18 18',
    'M10.6 5.6A9.6 9.6 0 0112 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 01-3 3.7',
    'M6.6 6.7C4 8.4 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1',
    'M9.9 9.9a3 3 0 004.2 4.2',
  ],
  refresh: ['M20 11a8 8 0 10-2.3 5.7', 'M20 5v6h-6'],
  search: ['M10.5 4a6.5 6.5 0 100 13 6.5 6.5 0 000-13z', 'M15.5 15.5L20 20'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  alert: ['M12 3.5l9.5 16.5h-19z', 'M12 10v4', 'M12 17.2v.1'],
  info: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M12 11v5.5', 'M12 7.8v.1'],
  user: ['M12 4a4 4 0 100 8 4 4 0 000-8z', 'M4.5 20a7.5 7.5 0 0115 0'],
  wallet: ['M3.5 7.5h15a2 2 0 012 2v8a2 2 0 01-2 2h-13a2 2 0 01-2-2z', 'M3.5 7.5l11-3.5v3.5', 'M16 13.5h1.5'],
  logout: ['M14 4.5H6.5a2 2 0 00-2 2v11a2 2 0 002 2H14', 'M10 12h10', 'M16.5 8.5L20 12l-3.5 3.5'],
  star: ['M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z'],
  grip: ['M9 6h.01', 'M15 6h.01', 'M9 12h.01', 'M15 12h.01', 'M9 18h.01', 'M15 18h.01'],
  arrowUp: ['M12 19V5', 'M6 11l6-6 6 6'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  copy: ['M9 9h10v10H9z', 'M5 15V5h10'],
  upload: ['M12 15V4', 'M7.5 8.5L12 4l4.5 4.5', 'M4.5 15v3.5a1.5 1.5 0 001.5 1.5h12a1.5 1.5 0 001.5-1.5V15'],
  calendar: ['M4.5 6.5h15v13h-15z', 'M4.5 10.5h15', 'M8.5 4v4', 'M15.5 4v4'],
  gift: [
    'M4 10h16v10H4z',
    'M3 7h18v3H3z',
    'M12 7v13',
    'M12 7c-2-3.5-6-3.5-5.5-1s5.5 1 5.5 1zM12 7c2-3.5 6-3.5 5.5-1S12 7 12 7z',
  ],
  headset: [
    'M4.5 14v-2a7.5 7.5 0 0115 0v2',
    'M4.5 14h3v5h-1.5a1.5 1.5 0 01-1.5-1.5z',
    'M19.5 14h-3v5h1.5a1.5 1.5 0 001.5-1.5z',
  ],
  receipt: ['M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
} as const;

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as IconName[];
