import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
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

  it("lets the caller's onClick cancel the selection by preventing the default", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <VendorTile name="Jili" onSelect={onSelect} onClick={(event) => event.preventDefault()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Jili' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the name alone when there is no logo', () => {
    renderWithProviders(<VendorTile name="Jili" />);
    const tile = screen.getByRole('button', { name: 'Jili' });
    expect(tile.querySelector('img')).toBeNull();
    expect(tile).toHaveTextContent(/^Jili$/);
  });
});
