import { randomInt } from 'node:crypto';
import { Raster } from './png';

// Two 5×7 bitmap faces for each digit, one string per row, '#' = ink. Each digit of a captcha
// takes one at random, so matching against one known set of ten templates does not read it.
export const DIGIT_FACES: readonly Record<string, readonly string[]>[] = [
  {
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
  },
  {
    '0': ['#####', '#   #', '#   #', '#   #', '#   #', '#   #', '#####'],
    '1': ['   # ', '  ## ', ' # # ', '   # ', '   # ', '   # ', '   # '],
    '2': ['#### ', '    #', '    #', ' ### ', '#    ', '#    ', '#####'],
    '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
    '4': ['#   #', '#   #', '#   #', '#####', '    #', '    #', '    #'],
    '5': ['#####', '#    ', '#    ', '#####', '    #', '    #', '#####'],
    '6': ['#    ', '#    ', '#    ', '#####', '#   #', '#   #', '#####'],
    '7': ['#####', '#   #', '    #', '   # ', '  #  ', '  #  ', '  #  '],
    '8': ['#####', '#   #', '#   #', '#####', '#   #', '#   #', '#####'],
    '9': ['#####', '#   #', '#   #', '#####', '    #', '    #', '    #'],
  },
];

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

type Colour = [number, number, number];
type Point = [number, number];

function randomColour(min: number, max: number): Colour {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** A uniform float in [min, max) from the CSPRNG. */
function randomBetween(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/** A sine wave bending the whole image, so glyph edges are never straight or aligned to the grid. */
function waveDistortion(): (point: Point) => Point {
  const amplitudeX = randomBetween(1.5, 3);
  const amplitudeY = randomBetween(1.5, 3);
  const periodX = randomBetween(18, 30);
  const periodY = randomBetween(30, 50);
  const phaseX = randomBetween(0, 2 * Math.PI);
  const phaseY = randomBetween(0, 2 * Math.PI);
  return ([x, y]) => [
    x + amplitudeX * Math.sin((2 * Math.PI * y) / periodX + phaseX),
    y + amplitudeY * Math.sin((2 * Math.PI * x) / periodY + phaseY),
  ];
}

/** Draws a line `width` pixels thick, through `warp`. */
function drawLine(
  raster: Raster,
  from: Point,
  to: Point,
  width: number,
  colour: Colour,
  warp: (p: Point) => Point,
) {
  const steps = Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) * 2);
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const [x, y] = warp([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
    for (let dx = 0; dx < width; dx += 1)
      for (let dy = 0; dy < width; dy += 1) raster.set(x + dx, y + dy, colour);
  }
}

/**
 * Draws the digits so that a threshold and a template do not read them (review M2): each digit in
 * one of two faces, its own size, rotation and shear, the glyphs crowded so they may touch, the
 * whole image bent by a wave, and clutter in the digits' own ink colours (specks, strokes across
 * the glyphs). It stays a speed bump: the login and code paths also count tries per account and
 * per destination.
 */
export function renderCaptcha(answer: string): Buffer {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColour(215, 256));
  const warp = waveDistortion();
  const ink = () => randomColour(10, 130);
  for (let i = 0; i < 220; i += 1)
    raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomColour(90, 230));
  const slotWidth = CAPTCHA_WIDTH / Math.max(answer.length, 1);
  [...answer].forEach((digit, index) => {
    const face = DIGIT_FACES[randomInt(DIGIT_FACES.length)];
    const glyph = face?.[digit];
    if (!glyph) throw new Error(`captcha answers are digits, got ${digit}`);
    const colour = ink();
    const scaleX = randomBetween(3.2, 4.6);
    const scaleY = randomBetween(3.6, 5);
    const angle = randomBetween(-0.45, 0.45);
    const shear = randomBetween(-0.3, 0.3);
    const centreX = index * slotWidth + slotWidth / 2 + randomBetween(-4, 4);
    const centreY = CAPTCHA_HEIGHT / 2 + randomBetween(-4, 4);
    const place = ([gx, gy]: Point): Point => {
      // Glyph coordinates centred on the glyph, scaled, sheared, rotated, then moved to the slot.
      const x = (gx - 2.5) * scaleX + (gy - 3.5) * scaleY * shear;
      const y = (gy - 3.5) * scaleY;
      return warp([
        centreX + x * Math.cos(angle) - y * Math.sin(angle),
        centreY + x * Math.sin(angle) + y * Math.cos(angle),
      ]);
    };
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        // Half-pixel steps through the cell leave no holes after rotation.
        for (let sy = 0; sy < 1; sy += 0.5 / scaleY)
          for (let sx = 0; sx < 1; sx += 0.5 / scaleX) {
            const [x, y] = place([gx + sx, gy + sy]);
            raster.set(x, y, colour);
          }
      });
    });
  });
  for (let i = 0; i < 90; i += 1) raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), ink());
  for (let line = 0; line < 4; line += 1) {
    const from: Point = [randomBetween(-10, CAPTCHA_WIDTH / 2), randomBetween(0, CAPTCHA_HEIGHT)];
    const to: Point = [
      randomBetween(CAPTCHA_WIDTH / 2, CAPTCHA_WIDTH + 10),
      randomBetween(0, CAPTCHA_HEIGHT),
    ];
    drawLine(raster, from, to, line < 2 ? 2 : 1, ink(), warp);
  }
  return raster.toPng();
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
