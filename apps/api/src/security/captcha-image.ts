import { randomInt } from 'node:crypto';
import { Raster } from './png';

// 5×7 bitmap digits, one string per row, '#' = ink.
const DIGIT_GLYPHS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

type Colour = [number, number, number];

function randomColour(min: number, max: number): Colour {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** Draws the digits with jitter, slant and noise so that the answer is not trivially machine-read. */
export function renderCaptcha(answer: string): Buffer {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColour(225, 256));
  for (let i = 0; i < 160; i += 1) {
    raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomColour(120, 220));
  }
  const slotWidth = CAPTCHA_WIDTH / Math.max(answer.length, 1);
  [...answer].forEach((digit, index) => {
    const glyph = DIGIT_GLYPHS[digit];
    if (!glyph) throw new Error(`captcha answers are digits, got ${digit}`);
    const colour = randomColour(10, 110);
    const left = index * slotWidth + randomInt(2, Math.max(3, Math.floor(slotWidth - 5 * SCALE)));
    const top = randomInt(1, CAPTCHA_HEIGHT - 7 * SCALE);
    const slant = (randomInt(-30, 31) / 100) * SCALE;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const y = top + gy * SCALE + dy;
            raster.set(left + gx * SCALE + dx + (y - CAPTCHA_HEIGHT / 2) * (slant / SCALE), y, colour);
          }
        }
      });
    });
  });
  for (let line = 0; line < 3; line += 1) {
    const colour = randomColour(60, 180);
    const y0 = randomInt(CAPTCHA_HEIGHT);
    const y1 = randomInt(CAPTCHA_HEIGHT);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) raster.set(x, y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH, colour);
  }
  return raster.toPng();
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
