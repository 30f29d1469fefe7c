import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { makeVendors } from './fixtures';
import { VendorTile } from './VendorTile';

describe('VendorTile', () => {
  it('is one button named by the vendor, with a decorative logo', () => {
    renderWithProviders(<VendorTile name="PG Soft" logoUrl="data:image/svg+xml,x" />);
    const tile = screen.getByRole('button', { name: 'PG Soft' });
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
    expect(tile).not.toHaveAttribute('aria-pressed');
  });

  it('reports selection through aria-pressed', () => {
    renderWithProviders(<VendorTile name="Jili" selected={false} />);
    expect(screen.getByRole('button', { name: 'Jili', pressed: false })).toBeInTheDocument();
  });

  it('calls onSelect from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<VendorTile name="Jili" onSelect={onSelect} />);
    await user.click(screen.getByRole('button'));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('builds the same demo vendors every time', () => {
    expect(makeVendors(12)).toEqual(makeVendors(12));
    expect(
      makeVendors(12)
        .map((v) => v.code)
        .slice(0, 3),
    ).toEqual(['PG', 'EG2', 'PT']);
  });
});
