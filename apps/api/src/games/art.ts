import { createRng, deriveSeed, type Rng } from '@portal/api-contract/random';

// Generated artwork: every image is a pure function of its name, so the server needs no image files
// and an icon looks the same on every instance and every run.

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1d2671', '#c33764', '#ffd86f'],
  ['#0f2027', '#2c5364', '#7cffcb'],
  ['#42275a', '#734b6d', '#f8b500'],
  ['#134e5e', '#71b280', '#fff3b0'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#000046', '#1cb5e0', '#f9f871'],
  ['#41295a', '#2f0743', '#ff6a88'],
  ['#093028', '#237a57', '#f6d365'],
  ['#200122', '#6f0000', '#ffcc70'],
  ['#0b486b', '#f56217', '#fdfc47'],
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (character) => `&#${character.charCodeAt(0)};`);
}

function initials(name: string): string {
  const words = name.split(/\s+/u).filter((word) => /^[A-Za-z0-9]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function shapes(random: Rng, width: number, height: number, colour: string): string {
  const parts: string[] = [];
  const count = random.int(3, 6);
  for (let i = 0; i < count; i += 1) {
    const x = Math.round(random.next() * width);
    const y = Math.round(random.next() * height);
    const size = random.int(Math.round(width / 10), Math.round(width / 3));
    const opacity = (0.12 + random.next() * 0.25).toFixed(2);
    parts.push(
      random.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" transform="rotate(${random.int(0, 90)} ${x} ${y})" fill="${colour}" fill-opacity="${opacity}"/>`,
    );
  }
  return parts.join('');
}

function frame(
  width: number,
  height: number,
  seedKey: string,
  body: (random: Rng, accent: string) => string,
): string {
  const random = createRng(deriveSeed(seedKey));
  const [from, to, accent] = random.pick(PALETTES);
  const gradientId = `g${deriveSeed(seedKey).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#${gradientId})"/>`,
    shapes(random, width, height, accent),
    body(random, accent),
    '</svg>',
  ].join('');
}

/**
 * A game icon: square with the name's initials, or large (4:3) with the name and the vendor code as
 * well. The square one is drawn at card size, where those two lines would be a few pixels tall and
 * the card prints both beside it. Browsers get it as WebP (games/icon-raster.ts).
 */
export function gameIconSvg(
  gameCode: string,
  displayName: string,
  vendorCode: string,
  large: boolean,
): string {
  const width = large ? 400 : 240;
  const height = large ? 300 : 240;
  return frame(width, height, gameCode, (_random, accent) =>
    [
      `<title>${escapeXml(displayName)}</title>`,
      `<text x="50%" y="${Math.round(height * 0.5)}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.3)}" font-weight="700" fill="${accent}">${escapeXml(initials(displayName))}</text>`,
      ...(large
        ? [
            `<text x="50%" y="${Math.round(height * 0.75)}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.07)}" fill="#ffffff">${escapeXml(displayName)}</text>`,
            `<text x="${width - 10}" y="${Math.round(height * 0.12)}" text-anchor="end" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.06)}" fill="#ffffff" fill-opacity="0.8">${escapeXml(vendorCode)}</text>`,
          ]
        : []),
    ].join(''),
  );
}

export function vendorIconSvg(vendorCode: string, vendorName: string, large: boolean): string {
  const width = large ? 400 : 200;
  const height = large ? 200 : 100;
  return frame(width, height, `vendor:${vendorCode}`, (_random, accent) =>
    [
      `<title>${escapeXml(vendorName)}</title>`,
      `<text x="50%" y="58%" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.32)}" font-weight="700" fill="${accent}">${escapeXml(vendorCode)}</text>`,
      `<text x="50%" y="85%" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.12)}" fill="#ffffff">${escapeXml(vendorName)}</text>`,
    ].join(''),
  );
}

/** Banners, promotion tiles and home images: wide cards with a headline. */
export function bannerSvg(key: string, headline: string, width: number, height: number): string {
  return frame(width, height, key, (_random, accent) =>
    [
      `<title>${escapeXml(headline)}</title>`,
      `<text x="6%" y="55%" font-family="Verdana, sans-serif" font-size="${Math.round(height * 0.16)}" font-weight="700" fill="${accent}">${escapeXml(headline)}</text>`,
    ].join(''),
  );
}

export function avatarSvg(name: string): string {
  return frame(
    128,
    128,
    `avatar:${name}`,
    (_random, accent) =>
      `<circle cx="64" cy="50" r="24" fill="${accent}"/><rect x="28" y="82" width="72" height="40" rx="20" fill="${accent}"/>`,
  );
}
