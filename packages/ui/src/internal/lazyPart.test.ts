import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

describe('lazyPart', () => {
  it('imports once, and answers loaded() at once after it arrived', async () => {
    const importPart = vi.fn(() => Promise.resolve('part'));
    const part = lazyPart(importPart);
    expect(part.loaded()).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(await part.load()).toBe('part');
    expect(part.loaded()).toBe('part');
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next load tries again', async () => {
    const importPart = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce('part');
    const part = lazyPart(importPart);
    await expect(part.load()).rejects.toThrow('chunk lost');
    expect(part.loaded()).toBeUndefined();
    expect(await part.load()).toBe('part');
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});
