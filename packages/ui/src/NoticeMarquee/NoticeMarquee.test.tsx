import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { NoticeMarquee, marqueeDuration } from './NoticeMarquee';

const notices = [
  { id: 'a', title: 'Weekend bonus' },
  { id: 'b', title: 'Maintenance tonight' },
];

function strip() {
  return screen.getByRole('region', { name: 'Announcements' });
}

describe('NoticeMarquee', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls a looping copy that is hidden and inert', () => {
    const { container } = renderWithProviders(<NoticeMarquee notices={notices} />);
    expect(strip()).toHaveAttribute('data-paused', 'false');
    expect(strip()).toHaveAttribute('data-static', 'false');
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('holds while hovered or focused and with the paused prop', () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithProviders(<NoticeMarquee notices={notices} onSelect={onSelect} />);
    fireEvent.mouseEnter(strip());
    expect(strip()).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(strip());
    expect(strip()).toHaveAttribute('data-paused', 'false');
    act(() => screen.getByRole('button', { name: 'Weekend bonus' }).focus());
    expect(strip()).toHaveAttribute('data-paused', 'true');
    act(() => screen.getByRole('button', { name: 'Weekend bonus' }).blur());
    expect(strip()).toHaveAttribute('data-paused', 'false');
    rerender(<NoticeMarquee notices={notices} paused />);
    expect(strip()).toHaveAttribute('data-paused', 'true');
  });

  it('stops and restarts with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeMarquee notices={notices} />);
    await user.click(screen.getByRole('button', { name: 'Pause the announcements' }));
    fireEvent.mouseLeave(strip());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(strip()).toHaveAttribute('data-paused', 'true');
    await user.click(screen.getByRole('button', { name: 'Play the announcements' }));
    fireEvent.mouseLeave(strip());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(strip()).toHaveAttribute('data-paused', 'false');
  });

  it('stands still under reduced motion, without the copy or the stop button', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn().mockImplementation((media: string) => ({
        matches: true,
        media,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const { container } = renderWithProviders(<NoticeMarquee notices={notices} />);
    expect(strip()).toHaveAttribute('data-static', 'true');
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the chosen notice', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NoticeMarquee notices={notices} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Maintenance tonight' }));
    expect(onSelect).toHaveBeenCalledWith(notices[1]);
  });

  it('gives longer text more time per loop', () => {
    expect(marqueeDuration([{ id: 'x', title: 'Hi' }])).toBe(10);
    const long = [{ id: 'y', title: 'x'.repeat(400) }];
    expect(marqueeDuration(long)).toBe(51);
    expect(marqueeDuration(long, 16)).toBeLessThan(marqueeDuration(long));
  });
});
