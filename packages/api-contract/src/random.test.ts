import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './random';

describe('createRng', () => {
  it('draws the mulberry32 sequence, so data seeded elsewhere with it keeps its values', () => {
    const rng = createRng(1);
    expect([rng.next(), rng.next(), rng.next()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('repeats itself for a seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRng(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('draws integers within both bounds and reaches each of them', () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks every item of a list over enough draws and refuses an empty list', () => {
    const rng = createRng(9);
    const items = ['a', 'b', 'c'] as const;
    expect(new Set(Array.from({ length: 100 }, () => rng.pick(items)))).toEqual(new Set(items));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('never comes true at probability 0 and always at 1', () => {
    const rng = createRng(11);
    const draws = Array.from({ length: 200 }, (_, index) => rng.chance(index % 2));
    expect(draws.filter((draw, index) => draw !== (index % 2 === 1))).toEqual([]);
  });
});

describe('deriveSeed', () => {
  it('is 32-bit FNV-1a of the text with the default base (published test vectors)', () => {
    expect(deriveSeed('')).toBe(0x811c9dc5);
    expect(deriveSeed('a')).toBe(0xe40c292c);
    expect(deriveSeed('foobar')).toBe(0xbf9cf968);
  });

  it('gives each purpose and each base seed its own seed', () => {
    expect(deriveSeed('winners', 1)).not.toBe(deriveSeed('bets', 1));
    expect(deriveSeed('winners', 1)).not.toBe(deriveSeed('winners', 2));
    expect(deriveSeed('winners', 1)).toBe(deriveSeed('winners', 1));
  });
});
