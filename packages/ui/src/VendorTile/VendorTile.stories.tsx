import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { makeVendors, vendorLogo } from './fixtures';
import { VendorTile } from './VendorTile';

const meta = {
  title: 'Components/Lobby/VendorTile',
  component: VendorTile,
  args: { name: 'PG Soft', logoUrl: vendorLogo('PG'), onSelect: fn() },
  // Default and Selected carry the brand's look in every brand; WithoutLogo and VendorBar are content
  // and layout, shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof VendorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: 'PG Soft' });
    await expect(tile).not.toHaveAttribute('aria-pressed');
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    tile.blur();
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

/** The vendor currently filtering the game list. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PG Soft', pressed: true })).toBeVisible();
  },
};

/** Without a logo only the name shows. */
export const WithoutLogo: Story = {
  tags: ['visual-one-brand'],
  args: { logoUrl: undefined, name: 'JDB Gaming' },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: 'JDB Gaming' });
    await expect(tile).toHaveTextContent('JDB Gaming');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

function VendorFilter() {
  const vendors = makeVendors(8);
  const [selected, setSelected] = useState('PG');
  return (
    <Box
      as="ul"
      display="flex"
      flexWrap="wrap"
      gap="sm"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {vendors.map((vendor) => (
        <li key={vendor.code}>
          <VendorTile
            name={vendor.name}
            logoUrl={vendor.logoUrl}
            selected={vendor.code === selected}
            onSelect={() => setSelected(vendor.code)}
          />
        </li>
      ))}
    </Box>
  );
}

/** A row of vendors as a single-choice filter (the /bgs and /rng vendor bar). */
export const VendorBar: Story = {
  tags: ['visual-one-brand'],
  render: () => <VendorFilter />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'PG Soft', pressed: true })).toBeVisible();
    const jili = canvas.getByRole('button', { name: 'Jili' });
    jili.focus();
    await userEvent.keyboard('{Enter}');
    await expect(jili).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'false');
  },
};
