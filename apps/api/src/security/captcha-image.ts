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
    '1': [' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '  #  ', '#####'],
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

/** Drawn at twice the size the portal shows it (its field's height), so it stays sharp on dense screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 88;

type Colour = [number, number, number];
type Point = [number, number];

function randomColour(min: number, max: number): Colour {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** A uniform float in [min, max) from the CSPRNG. */
function randomBetween(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/** A gentle sine wave bending the whole image, so glyph edges are never straight or on the grid. */
function waveDistortion(): (point: Point) => Point {
  const amplitudeX = randomBetween(2, 4);
  const amplitudeY = randomBetween(2, 4);
  const periodX = randomBetween(50, 80);
  const periodY = randomBetween(90, 140);
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
 * Draws the digits for people first: large, dark, bold strokes on a light textured ground, each
 * digit in one of two faces with its own size, tilt and shear, the whole image bent by a gentle
 * wave, and two thin strokes across that a reader's eye skips but a threshold keeps. A threshold
 * and template reader does not read them (apps/api/test/auth-hardening.test.ts measures it); it
 * stays a speed bump: logins and texted codes also count tries per account and per destination.
 */
export function renderCaptcha(answer: string): Buffer {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColour(228, 256));
  const warp = waveDistortion();
  const ink = () => randomColour(10, 110);
  // Texture in light tones only: it never looks like part of a digit.
  for (let i = 0; i < 900; i += 1)
    raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomColour(165, 235));
  const slotWidth = CAPTCHA_WIDTH / Math.max(answer.length, 1);
  [...answer].forEach((digit, index) => {
    const face = DIGIT_FACES[randomInt(DIGIT_FACES.length)];
    const glyph = face?.[digit];
    if (!glyph) throw new Error(`captcha answers are digits, got ${digit}`);
    const colour = ink();
    const scaleX = randomBetween(6.2, 7.6);
    const scaleY = randomBetween(8, 9.4);
    const angle = randomBetween(-0.32, 0.32);
    const shear = randomBetween(-0.22, 0.22);
    const centerX = index * slotWidth + slotWidth / 2 + randomBetween(-4, 4);
    const centerY = CAPTCHA_HEIGHT / 2 + randomBetween(-5, 5);
    const place = ([gx, gy]: Point): Point => {
      // Glyph coordinates centred on the glyph, scaled, sheared, rotated, then moved to the slot.
      const x = (gx - 2.5) * scaleX + (gy - 3.5) * scaleY * shear;
      const y = (gy - 3.5) * scaleY;
      return warp([
        centerX + x * Math.cos(angle) - y * Math.sin(angle),
        centerY + x * Math.sin(angle) + y * Math.cos(angle),
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
  for (let i = 0; i < 60; i += 1) {
    const [x, y] = [randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT)];
    const colour = ink();
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const)
      raster.set(x + dx, y + dy, colour);
  }
  for (let line = 0; line < 2; line += 1) {
    const from: Point = [randomBetween(-10, CAPTCHA_WIDTH / 4), randomBetween(10, CAPTCHA_HEIGHT - 10)];
    const to: Point = [
      randomBetween((CAPTCHA_WIDTH * 3) / 4, CAPTCHA_WIDTH + 10),
      randomBetween(10, CAPTCHA_HEIGHT - 10),
    ];
    drawLine(raster, from, to, 2, ink(), warp);
  }
  return raster.toPng();
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
