export type PaginationItem =
  { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; side: 'start' | 'end' };

export interface PaginationItemsOptions {
  /** The current page, 1-based; clamped into 1…pageCount. */
  page: number;
  pageCount: number;
  /** How many pages to show around the current one (SPEC: 5 in the announcement list, 1 in notices). */
  pageRange?: number;
  /** How many pages to always show at each end. */
  marginPages?: number;
}

/**
 * The pages and ellipses a pager shows: `marginPages` at each end, a window of `pageRange` pages
 * around the current page (shifted inwards at the ends so it keeps its size), and an ellipsis for
 * every hidden run. An ellipsis never hides a single page: that page is shown instead.
 */
export function paginationItems({
  page,
  pageCount,
  pageRange = 5,
  marginPages = 1,
}: PaginationItemsOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = Math.max(1, Math.floor(pageRange));
  const margin = Math.max(0, Math.floor(marginPages));

  const visible = new Set<number>();
  for (let i = 1; i <= Math.min(margin, count); i += 1) {
    visible.add(i);
    visible.add(count + 1 - i);
  }
  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > count) {
    start = Math.max(1, start - (end - count));
    end = count;
  }
  for (let i = start; i <= end; i += 1) visible.add(i);

  const pages = [...visible].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const value of pages) {
    const gap = value - previous - 1;
    if (gap === 1) {
      items.push({ type: 'page', page: previous + 1, current: previous + 1 === current });
    } else if (gap > 1) {
      items.push({ type: 'ellipsis', side: value <= current ? 'start' : 'end' });
    }
    items.push({ type: 'page', page: value, current: value === current });
    previous = value;
  }
  // With no margin pages the window can stop short of the end.
  const trailing = count - previous;
  if (trailing === 1) items.push({ type: 'page', page: count, current: count === current });
  else if (trailing > 1) items.push({ type: 'ellipsis', side: 'end' });
  return items;
}
