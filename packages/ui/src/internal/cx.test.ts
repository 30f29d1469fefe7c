import { describe, expect, it } from 'vitest';
import { cx, idRefs } from './cx';

describe('cx', () => {
  it('joins the given class names with single spaces, skipping empty and false ones', () => {
    expect(cx('a', undefined, 'b', false, null, '', 'c')).toBe('a b c');
  });

  it('is empty when nothing is given', () => {
    expect(cx(undefined, false)).toBe('');
  });
});

describe('idRefs', () => {
  it('joins ids for aria-describedby', () => {
    expect(idRefs('hint', undefined, 'error')).toBe('hint error');
  });

  it('is undefined when there are no ids, so the attribute is left out', () => {
    expect(idRefs(undefined, false)).toBeUndefined();
  });
});
