import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { pagedSchema, pageOf } from './common';

const items = Array.from({ length: 23 }, (_, index) => index + 1);
const pagedNumbers = pagedSchema(z.int());

describe('pageOf', () => {
  it('cuts page 2 of 10 out of 23 items and says there are 3 pages', () => {
    expect(pageOf(items, 2, 10)).toEqual({
      content: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      pageNo: 2,
      pageSize: 10,
      totalElements: 23,
      totalPages: 3,
    });
  });

  it('gives the rest on the last page and nothing past it', () => {
    expect(pageOf(items, 3, 10).content).toEqual([21, 22, 23]);
    expect(pageOf(items, 4, 10)).toMatchObject({ content: [], totalPages: 3 });
  });

  it('wraps a page a database already cut, counting from its total', () => {
    expect(pageOf([41, 42], 5, 10, 42)).toEqual({
      content: [41, 42],
      pageNo: 5,
      pageSize: 10,
      totalElements: 42,
      totalPages: 5,
    });
  });

  it('answers an empty list with no pages', () => {
    expect(pageOf([], 1, 20)).toEqual({
      content: [],
      pageNo: 1,
      pageSize: 20,
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('builds envelopes the contract schema accepts', () => {
    for (const page of [pageOf(items, 1, 999), pageOf(items, 3, 10), pageOf([], 1, 1)])
      expect(pagedNumbers.safeParse(page).success).toBe(true);
  });
});
