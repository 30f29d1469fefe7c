import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Pagination } from './Pagination';
import { paginationItems, type PaginationItem } from './paginationItems';

/** Compact picture of a page list: numbers, "…" for ellipses, [n] for the current page. */
function picture(items: PaginationItem[]): string {
  return items
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

const announcements = (page: number, pageCount: number) =>
  picture(paginationItems({ page, pageCount, pageRange: 5, marginPages: 1 }));
const notices = (page: number, pageCount: number) =>
  picture(paginationItems({ page, pageCount, pageRange: 1, marginPages: 1 }));

describe('paginationItems', () => {
  it('gives nothing for no pages', () => {
    expect(paginationItems({ page: 1, pageCount: 0 })).toEqual([]);
    expect(paginationItems({ page: 1, pageCount: -3 })).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(announcements(1, 1)).toBe('[1]');
    expect(announcements(2, 5)).toBe('1 [2] 3 4 5');
    expect(announcements(7, 7)).toBe('1 2 3 4 5 6 [7]');
  });

  it('keeps the window its full size at the start (announcement list: range 5, margin 1)', () => {
    expect(announcements(1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(announcements(2, 20)).toBe('1 [2] 3 4 5 … 20');
    expect(announcements(3, 20)).toBe('1 2 [3] 4 5 … 20');
  });

  it('centres the window in the middle with an ellipsis on each side', () => {
    expect(announcements(10, 20)).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // Window 2..6 for page 4: page 1 is a margin, nothing hidden on the left.
    expect(announcements(4, 20)).toBe('1 2 3 [4] 5 6 … 20');
    // Window 3..7 for page 5: only page 2 is hidden, so it is shown.
    expect(announcements(5, 20)).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(announcements(6, 20)).toBe('1 … 4 5 [6] 7 8 … 20');
    expect(announcements(16, 20)).toBe('1 … 14 15 [16] 17 18 19 20');
  });

  it('keeps the window its full size at the end', () => {
    expect(announcements(20, 20)).toBe('1 … 16 17 18 19 [20]');
    expect(announcements(19, 20)).toBe('1 … 16 17 18 [19] 20');
    expect(announcements(18, 20)).toBe('1 … 16 17 [18] 19 20');
  });

  it('shows margins, the current page and ellipses in the notice view (range 1)', () => {
    expect(notices(1, 10)).toBe('[1] … 10');
    expect(notices(2, 10)).toBe('1 [2] … 10');
    expect(notices(3, 10)).toBe('1 2 [3] … 10');
    expect(notices(5, 10)).toBe('1 … [5] … 10');
    expect(notices(10, 10)).toBe('1 … [10]');
    expect(notices(2, 3)).toBe('1 [2] 3');
  });

  it('supports wider margins', () => {
    expect(picture(paginationItems({ page: 10, pageCount: 20, pageRange: 3, marginPages: 2 }))).toBe(
      '1 2 … 9 [10] 11 … 19 20',
    );
  });

  it('works without margin pages', () => {
    expect(picture(paginationItems({ page: 10, pageCount: 20, pageRange: 3, marginPages: 0 }))).toBe(
      '… 9 [10] 11 …',
    );
    expect(picture(paginationItems({ page: 1, pageCount: 3, pageRange: 2, marginPages: 0 }))).toBe('[1] 2 3');
  });

  it('handles an even range by putting the extra page after the current one', () => {
    expect(picture(paginationItems({ page: 10, pageCount: 20, pageRange: 4, marginPages: 1 }))).toBe(
      '1 … 9 [10] 11 12 … 20',
    );
  });

  it('clamps out-of-range pages and nonsense options', () => {
    expect(announcements(0, 8)).toBe('[1] 2 3 4 5 … 8');
    expect(announcements(99, 8)).toBe('1 … 4 5 6 7 [8]');
    expect(picture(paginationItems({ page: 4, pageCount: 8, pageRange: 0, marginPages: -1 }))).toBe(
      '… [4] …',
    );
  });

  it('uses the defaults of the announcement list', () => {
    expect(picture(paginationItems({ page: 10, pageCount: 20 }))).toBe(announcements(10, 20));
  });

  it('never lists a page twice and keeps pages in order', () => {
    for (let pageCount = 1; pageCount <= 15; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        for (const pageRange of [1, 2, 3, 5]) {
          const pages = paginationItems({ page, pageCount, pageRange, marginPages: 1 }).flatMap((item) =>
            item.type === 'page' ? [item.page] : [],
          );
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages).toContain(page);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(pageCount);
        }
      }
    }
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark that marks the current page', () => {
    renderWithProviders(<Pagination page={3} pageCount={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 20' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page, and not the current one', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={3} pageCount={20} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [4], [2]]);
  });

  it('keeps the end buttons focusable but inert', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={1} pageCount={2} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    previous.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides ellipses from assistive technology', () => {
    renderWithProviders(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
    const hidden = screen.getAllByText('…');
    expect(hidden).toHaveLength(2);
    for (const node of hidden) expect(node).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks Filipino in TY', () => {
    renderWithProviders(<Pagination page={2} pageCount={4} onPageChange={() => {}} />, { language: 'ty' });
    expect(screen.getByRole('navigation', { name: 'Mga pahina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pahina 2' })).toHaveAttribute('aria-current', 'page');
  });
});
