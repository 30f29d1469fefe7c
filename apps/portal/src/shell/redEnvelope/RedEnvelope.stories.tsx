import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Red envelope',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-section="red-envelope"]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const BANNER = 'A red envelope is waiting for you';

async function homeEntry(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const banner = await canvas.findByRole('region', { name: BANNER });
  return { canvas, banner: within(banner) };
}

/** The side menu, expanded first where the screen is narrow (it covers the page there). */
async function sideMenu(canvas: ReturnType<typeof within>) {
  const expand = within(canvas.getByRole('banner')).queryByRole('button', { name: 'Expand menu' });
  if (expand) await userEvent.click(expand);
  return within(canvas.getByRole('navigation', { name: 'Main menu' }));
}

/** The header's balance, read behind an open dialog too (which hides the page from assistive technology). */
function headerBalance(canvas: ReturnType<typeof within>) {
  return within(canvas.getByRole('banner', { hidden: true })).getByRole('group', {
    name: 'Balance',
    hidden: true,
  });
}

/** Opens the envelope from the home page's entry; returns the dialog. */
async function openFromHome(canvasElement: HTMLElement) {
  const { canvas, banner } = await homeEntry(canvasElement);
  await waitFor(() => expect(headerBalance(canvas)).toHaveTextContent('₱10,000.00'));
  await userEvent.click(banner.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Red envelope' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Open envelope' }));
  return { canvas, dialog: within(dialog) };
}

/** Envelopes to open this round: the home page's entry with how many are left, and the side menu's item. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await homeEntry(canvasElement);
    await expect(banner.getByText('3 envelopes left to open')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: BANNER })).toHaveAttribute(
      'data-section',
      'red-envelope',
    );
  },
};

/** The side menu's item, with how many are left, opens the same envelope. */
export const MenuEntry: Story = {
  // The kit's side-menu item; the dialog is shot in Opened.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await homeEntry(canvasElement);
    const menu = await sideMenu(canvas);
    const item = await menu.findByRole('button', { name: /^Red envelope/ });
    await expect(item).toHaveTextContent('3');
    await userEvent.click(item);
    const dialog = within(await screen.findByRole('dialog', { name: 'Red envelope' }));
    await expect(dialog.getByText('3 envelopes left to open')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Open envelope' })).toBeVisible();
  },
};

/** Opening one: the dialog says what was credited, the header balance rises, one fewer is left. */
export const Opened: Story = {
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openFromHome(canvasElement);
    await waitFor(() => expect(dialog.getByText(/^₱\d+\.00 credited to your main wallet\.$/)).toBeVisible());
    const credited = Number(/₱(\d+)\.00/.exec(dialog.getByRole('status').textContent ?? '')?.[1]);
    await waitFor(() =>
      expect(headerBalance(canvas)).toHaveTextContent(`₱${(10_000 + credited).toLocaleString('en')}.00`),
    );
    await waitFor(() => expect(dialog.getByText('2 envelopes left to open')).toBeVisible());
  },
};

/**
 * The last envelope of the round: once opened and the dialog closed, the entries on home and in the
 * side menu are gone.
 */
export const LastEnvelope: Story = {
  // Ends on the home page without the entry, which the story's selector no longer finds.
  tags: ['no-visual'],
  args: { seedWorld: (world) => Object.assign(world, { redEnvelopesLeft: 1 }) },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openFromHome(canvasElement);
    await waitFor(() => expect(dialog.getByText(/credited to your main wallet/)).toBeVisible());
    await waitFor(() => expect(dialog.getByText('No envelopes left in this round.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: BANNER })).toBeNull());
    await expect((await sideMenu(canvas)).queryByRole('button', { name: /^Red envelope/ })).toBeNull();
  },
};

/** The server refuses (the round's envelopes were opened elsewhere): its reason, and no credit. */
export const Refused: Story = {
  parameters: {
    msw: mocks(answer(contract.redEnvelope.open, { error: 'RED_ENVELOPE_OPENED' })),
    visual: { fit: 'page', selector: '[role="dialog"]' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openFromHome(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'You have opened every red envelope of this round. Look out for the next round',
      ),
    );
    await expect(dialog.queryByText(/credited to your main wallet/)).toBeNull();
    await expect(headerBalance(canvas)).toHaveTextContent('₱10,000.00');
  },
};

/** None left this round: no entry on home or in the side menu. */
export const NoneLeft: Story = {
  // Nothing of the envelope's to shoot.
  tags: ['no-visual'],
  args: { seedWorld: (world) => Object.assign(world, { redEnvelopesLeft: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(headerBalance(canvas)).toHaveTextContent('₱10,000.00'));
    await expect(canvas.queryByRole('region', { name: BANNER })).toBeNull();
    const menu = await sideMenu(canvas);
    await expect(await menu.findByRole('link', { name: /Claim your rewards/ })).toBeVisible();
    await expect(menu.queryByRole('button', { name: /^Red envelope/ })).toBeNull();
  },
};

/** The status cannot be loaded: the entry stays away rather than offering what may not be there. */
export const StatusFailed: Story = {
  // Nothing of the envelope's to shoot.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.redEnvelope.status, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(headerBalance(canvas)).toHaveTextContent('₱10,000.00'));
    await expect(canvas.queryByRole('region', { name: BANNER })).toBeNull();
    await expect((await sideMenu(canvas)).queryByRole('button', { name: /^Red envelope/ })).toBeNull();
  },
};

/** A guest has no envelope to open. */
export const Guest: Story = {
  // Nothing of the envelope's to shoot.
  tags: ['no-visual'],
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(canvas.queryByRole('region', { name: BANNER })).toBeNull();
    const menu = await sideMenu(canvas);
    await expect(await menu.findByRole('button', { name: /Claim your rewards/ })).toBeVisible();
    await expect(menu.queryByRole('button', { name: /^Red envelope/ })).toBeNull();
  },
};
