import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameIconSvg } from '../src/games/art';
import { createIconRasteriser } from '../src/games/icon-raster';

describe('game icons drawn as WebP', () => {
  it('draws an icon once for concurrent requests and keeps a bounded number, oldest dropped first', async () => {
    const rasterise = createIconRasteriser(2);
    const drawn: string[] = [];
    const draw = (code: string) => () => {
      drawn.push(code);
      return gameIconSvg(code, 'Golden Tiger', 'PG', false);
    };
    const [first, second] = await Promise.all([rasterise('a', draw('a')), rasterise('a', draw('a'))]);
    expect(second).toBe(first);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    await rasterise('b', draw('b'));
    await rasterise('c', draw('c'));
    await rasterise('c', draw('c'));
    await rasterise('a', draw('a'));
    expect(drawn).toEqual(['a', 'b', 'c', 'a']);
  });

  it('draws again after a drawing that failed', async () => {
    const rasterise = createIconRasteriser();
    await expect(rasterise('broken', () => '<svg')).rejects.toThrow();
    const icon = await rasterise('broken', () => gameIconSvg('broken', 'Golden Tiger', 'PG', false));
    expect((await sharp(icon).metadata()).format).toBe('webp');
  });
});
