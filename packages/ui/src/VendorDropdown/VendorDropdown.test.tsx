import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { makeVendors } from '../VendorTile/fixtures';
import { VENDOR_DROPDOWN_LARGE_AFTER, VendorDropdown } from './VendorDropdown';

describe('VendorDropdown', () => {
  it('uses the list layout for up to ten vendors', async () => {
    renderWithProviders(
      <VendorDropdown vendors={makeVendors(VENDOR_DROPDOWN_LARGE_AFTER)} onSelect={vi.fn()} defaultOpen />,
    );
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-layout', 'list');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(10);
  });

  it('switches to the large layout above ten vendors', async () => {
    renderWithProviders(<VendorDropdown vendors={makeVendors(11)} onSelect={vi.fn()} defaultOpen />);
    expect(await screen.findByRole('menu')).toHaveAttribute('data-layout', 'large');
  });

  it('names the trigger with the translated title and reports the chosen vendor', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<VendorDropdown vendors={makeVendors(4)} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Game providers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Playtech' }));
    expect(onSelect).toHaveBeenCalledWith('PT');
  });

  it('translates the trigger in TY', () => {
    renderWithProviders(<VendorDropdown vendors={makeVendors(2)} onSelect={vi.fn()} />, { language: 'ty' });
    expect(screen.getByRole('button')).not.toHaveTextContent('Game providers');
  });
});
