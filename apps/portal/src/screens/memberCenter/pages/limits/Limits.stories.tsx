import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockCredentials } from '@portal/api-contract/mocks';
import {
  answer,
  contract,
  everythingLoading,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member limits',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=limits', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function limitsPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const table = await canvas.findByRole('region', { name: 'Your deposit and play limits' });
  const form = canvas.getByRole('form', { name: 'Change a limit' });
  return { canvas, table: within(table), form: within(form) };
}

/** One limit's row (a table row on a wide page, a card on a narrow one), re-read on every call. */
const rowOf = (canvasElement: HTMLElement, kind: string, window: string) =>
  [...canvasElement.querySelectorAll('[data-member-page] tr, [data-member-page] li')].find(
    (row) => row.textContent?.includes(kind) && row.textContent.includes(window),
  );

/** Each limit with what it still allows, a raise waiting with its time, and the form. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await limitsPage(canvasElement);
    await expect(rowOf(canvasElement, 'Deposit limit', '24 hours')).toHaveTextContent(
      /₱5,000\.00.*₱2,000\.00.*₱3,000\.00/,
    );
    await expect(rowOf(canvasElement, 'Wager limit', '7 days')).toHaveTextContent(/₱50,000\.00 from /);
    await expect(canvas.getByText('No session time limit.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit & play limits' })).toBeVisible();
  },
};

/** A lower 24-hour deposit limit is saved at once, and the table shows what it leaves. */
export const LowerApplies: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await limitsPage(canvasElement);
    await userEvent.type(form.getByLabelText(/^New limit amount/), '3000');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await expect(await canvas.findByText('Your limit is saved and applies now.')).toBeVisible();
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Deposit limit', '24 hours')).toHaveTextContent(
        /₱3,000\.00.*₱2,000\.00.*₱1,000\.00/,
      ),
    );
  },
};

/** A raise is confirmed first, then shown waiting with the time it applies. */
export const RaiseWaits: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await limitsPage(canvasElement);
    await userEvent.type(form.getByLabelText(/^New limit amount/), '9000');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Raise this limit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, after 24 hours' }));
    await expect(
      await canvas.findByText(/Your new limit applies from .+, after the 24-hour cooling-off\./, {}),
    ).toBeVisible();
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Deposit limit', '24 hours')).toHaveTextContent(/₱9,000\.00 from /),
    );
  },
};

/** A member without limits: every row says so. */
export const NoLimits: Story = {
  // The same table with "No limit" in each row.
  tags: ['no-visual'],
  args: { seedWorld: (world) => world.playerLimits.delete(mockCredentials.member.username) },
  play: async ({ canvasElement }) => {
    const { table } = await limitsPage(canvasElement);
    await expect(table.getAllByText('No limit')).toHaveLength(9);
  },
};

export const Failed: Story = {
  // The shared error state of every member page.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.limits.get, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /try again/i })).toBeVisible();
  },
};

export const Loading: Story = {
  // The shared skeleton of every member page.
  tags: ['no-visual'],
  parameters: { msw: mocks(...everythingLoading(contract.limits.get)) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-member-page="limits"]')).not.toBeNull());
    await expect(
      canvas.queryByRole('table', { name: 'Your deposit and play limits' }),
    ).not.toBeInTheDocument();
  },
};
