import { describe, expect, it } from 'vitest';
import { brands } from '@portal/theme';
import { draftFrom, withToken } from './draft';

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
