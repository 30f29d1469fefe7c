import { describe, expect, it } from 'vitest';
import { brands } from '@portal/theme';
import { draftFrom, withDensity, withToken, withTypeScale } from './draft';

describe('brand editor drafts', () => {
  it('start as a copy of the chosen brand under a new id', () => {
    const draft = draftFrom('ember');
    expect(draft.name).toBe('newbrand');
    expect(draft.color).toEqual(brands[1].color);
    expect(draft.color).not.toBe(brands[1].color);
  });

  it('change one token by its path and leave the rest, and the original, alone', () => {
    const draft = draftFrom('aurora');
    const changed = withToken(draft, 'color.accent.base', '#123456');
    expect(changed.color.accent.base).toBe('#123456');
    expect(changed.color.accent.hover).toBe(draft.color.accent.hover);
    expect(draft.color.accent.base).toBe(brands[0].color.accent.base);
  });

  it('refuse a path that names no token', () => {
    expect(() => withToken(draftFrom('aurora'), 'color.accent.glow', '#123456')).toThrow(/No token/);
  });
});

describe('scales', () => {
  it('build a modular type scale around the body size', () => {
    const { size } = withTypeScale(draftFrom('aurora'), 1, 1.25).font;
    expect(size).toEqual({
      xs: '0.64rem',
      sm: '0.8rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5625rem',
      xxl: '1.9531rem',
    });
  });

  it('scale control heights and spacing from the starting brand, leaving icons alone', () => {
    const start = draftFrom('aurora');
    const compact = withDensity(start, brands[0], 0.8);
    expect(compact.size).toEqual({
      ...brands[0].size,
      controlSm: '26px',
      controlMd: '35px',
      controlLg: '42px',
    });
    expect(compact.space).toMatchObject({ none: '0', xxs: '2px', md: '10px', xxl: '26px' });
    // Applying again starts from the brand, not from the last result.
    expect(withDensity(compact, brands[0], 1).size).toEqual(brands[0].size);
  });
});
