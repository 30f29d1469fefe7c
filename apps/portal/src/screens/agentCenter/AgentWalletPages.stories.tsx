import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Agent wallet and messages',
  // The member centre's own pages, drawn the same in the agent centre: Portal/Member deposit,
  // withdraw and messages hold their pictures.
  tags: ['no-visual'],
  ...portalStoryMeta,
  args: { path: '/agentHome', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The centre's deposit, withdraw and messages, opened from the agent menu, each with its content;
 * customer service opens the white label's service in a new window.
 */
export const FromTheAgentMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Agent centre' });
    const page = () => within(canvasElement.querySelector<HTMLElement>('[data-agent-page]') ?? canvasElement);

    await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(page().getByRole('radio', { name: /^GCash · ₱100\.00 to ₱20,000\.00/ })).toBeVisible(),
    );

    await userEvent.click(within(menu).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(page().getByRole('form', { name: 'Withdraw' })).toBeVisible());
    await expect(page().getByText(/You can withdraw up to ₱[\d,.]+ now\./)).toBeVisible();

    await userEvent.click(within(menu).getByRole('button', { name: 'Messages' }));
    await waitFor(() =>
      expect(
        within(page().getByRole('list', { name: 'Your messages' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0),
    );

    await expect(within(menu).getByRole('link', { name: /^Customer service/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
