import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, paginationSizes, type PaginationProps } from './Pagination';

/** Keeps the page in state so clicks move the pager, and still reports each change. */
function StatefulPagination({ page, onPageChange, ...props }: PaginationProps) {
  const [current, setCurrent] = useState(page);
  return (
    <Pagination
      {...props}
      page={current}
      onPageChange={(next) => {
        setCurrent(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  // Default and LastPage (an inert Next) carry the brand's look; the other page windows and the small
  // size reuse it.
  tags: ['visual-one-width', 'visual-one-brand'],
  args: { page: 1, pageCount: 12, pageRange: 5, marginPages: 1, size: 'md', onPageChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: paginationSizes } },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announcement list: range 5, one margin page; the first page is current. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 6' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** In the middle both ends collapse into ellipses around a centred window. */
export const MiddlePage: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas }) => {
    const labels = canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    await expect(labels).toEqual([
      'Previous page',
      'Page 1',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Page 20',
      'Next page',
    ]);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

/** On the last page, Next is inert but stays focusable; keyboard moves back with Enter. */
export const LastPage: Story = {
  tags: ['!visual-one-brand'],
  args: { page: 20, pageCount: 20 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(19);
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Few pages: every page shows, no ellipsis. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Page/ })).toHaveLength(4);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

/** Notice view: range 1, so only the margins and the current page show. */
export const NoticeView: Story = {
  args: { page: 5, pageCount: 10, pageRange: 1, size: 'sm' },
  play: async ({ canvas, args }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '5', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Small: Story = {
  args: { page: 3, pageCount: 9, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};
