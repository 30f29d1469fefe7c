import { inflateSync } from 'node:zlib';
import { DIGIT_FACES } from '../../src/security/captcha-image';

// The attack of the security review (M2): threshold the image, cut it into one slot per digit,
// scale the ink in each slot to 5×7 and take the nearest of the ten glyphs of the original face.
// The face main drew every digit in, which an attacker had read off its images.
const TEMPLATES = DIGIT_FACES[0] ?? {};

/** Width, height and RGB pixels of a truecolour 8-bit PNG whose rows all use filter 0. */
function decodePng(png: Buffer): { width: number; height: number; pixels: Buffer } {
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    raw.copy(pixels, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  return { width, height, pixels };
}

/** The machine's best reading of a digits captcha of `length` digits. */
export function readCaptcha(png: Buffer, length: number): string {
  const { width, height, pixels } = decodePng(png);
  const dark = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return (pixels[i] ?? 255) * 0.3 + (pixels[i + 1] ?? 255) * 0.59 + (pixels[i + 2] ?? 255) * 0.11 < 115;
  };
  const slot = width / length;
  let answer = '';
  for (let index = 0; index < length; index += 1) {
    const left = Math.floor(index * slot);
    const right = Math.floor((index + 1) * slot);
    // Rows and columns with at least 2 ink pixels: drops the one-pixel noise lines.
    const columns = Array.from(
      { length: right - left },
      (_, dx) => Array.from({ length: height }, (_, y) => dark(left + dx, y)).filter(Boolean).length,
    );
    const rows = Array.from(
      { length: height },
      (_, y) => Array.from({ length: right - left }, (_, dx) => dark(left + dx, y)).filter(Boolean).length,
    );
    const x0 = left + columns.findIndex((count) => count >= 2);
    const x1 = left + columns.length - 1 - [...columns].reverse().findIndex((count) => count >= 2);
    const y0 = rows.findIndex((count) => count >= 2);
    const y1 = rows.length - 1 - [...rows].reverse().findIndex((count) => count >= 2);
    let best = { digit: '?', distance: Infinity };
    for (const [digit, glyph] of Object.entries(TEMPLATES)) {
      let distance = 0;
      for (let gy = 0; gy < 7; gy += 1)
        for (let gx = 0; gx < 5; gx += 1) {
          const x = Math.round(x0 + ((gx + 0.5) / 5) * (x1 - x0 + 1) - 0.5);
          const y = Math.round(y0 + ((gy + 0.5) / 7) * (y1 - y0 + 1) - 0.5);
          if (dark(x, y) !== (glyph[gy]?.[gx] === '#')) distance += 1;
        }
      if (distance < best.distance) best = { digit, distance };
    }
    answer += best.digit;
  }
  return answer;
}
