import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  consolidatedWithReferral,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member invite friends',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=referral', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const INVITE_URL = /^https:\/\/portal\.example\.com\/register\?ref=REF\w+$/;

function inputValue(section: ReturnType<typeof within>, name: string) {
  return (section.getByRole('textbox', { name }) as HTMLInputElement).value;
}

async function invite(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const section = await canvas.findByRole('region', { name: 'Your invite' });
  return { canvas, invite: within(section) };
}

/** A member in the referral promotion: the invite link as a QR code, link and code to copy, the totals. */
export const InviteFriends: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, invite: section } = await invite(canvasElement);
    await expect(await section.findByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(inputValue(section, 'Invite link')).toMatch(INVITE_URL);
    await expect(inputValue(section, 'Referral code')).toMatch(/^REF\w+$/);
    const page = within(canvasElement.querySelector('[data-member-page]') as HTMLElement);
    await expect(page.getByText('Friends invited').nextElementSibling).toHaveTextContent('7');
    await expect(page.getByText('Rewards earned').nextElementSibling).toHaveTextContent('₱350.00');
    await expect(canvas.queryByText('Inviting friends is not open to you')).toBeNull();
  },
};

/** Copying the link and the code puts each on the clipboard and says so (the spec's copy_success). */
export const CopyLinkAndCode: Story = {
  // The same page as InviteFriends; the toast is the kit's own.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { invite: section } = await invite(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(section.getByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(INVITE_URL));
    await waitFor(() =>
      expect(within(document.body).getByText('Copied', { selector: '[data-toast] *' })).toBeVisible(),
    );
    await userEvent.click(section.getByRole('button', { name: 'Copy code' }));
    await expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^REF\w+$/));
  },
};

/** A member whose referral promotion is off: a notice instead of a link, and no call for one. */
export const ReferralDisabled: Story = {
  parameters: {
    msw: mocks(answer(contract.member.consolidated, { value: consolidatedWithReferral(false) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Inviting friends is not open to you' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your invite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

/** The server turns the promotion off between the two calls: the same notice. */
export const ReferralOffOnTheServer: Story = {
  // Looks exactly like ReferralDisabled.
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.promotions.referral, {
        value: {
          enabled: false,
          referralCode: 'REF1',
          inviteUrl: 'https://portal.example.com/register?ref=REF1',
          invitedCount: 0,
          rewardTotal: 0,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Inviting friends is not open to you' }),
    ).toBeVisible();
  },
};

/** An agent can always invite, whatever the promotion says. */
export const Agent: Story = {
  // The same page as InviteFriends, for the agent's own link.
  tags: ['no-visual'],
  args: { token: mockTokens.agent },
  parameters: {
    msw: mocks(answer(contract.member.consolidated, { value: consolidatedWithReferral(false) })),
  },
  play: async ({ canvasElement }) => {
    const { invite: section } = await invite(canvasElement);
    await expect(inputValue(section, 'Invite link')).toMatch(INVITE_URL);
  },
};

/** While the invite is on its way, a placeholder holds its place under the page's heading. */
export const Loading: Story = {
  // A skeleton block; nothing of the page's own to shoot.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.promotions.referral, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invite friends' })).toBeVisible();
    // The page's own region appears once the balance is in; the placeholder stays inside it.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-member-page] [data-skeleton]')).toBeVisible(),
    );
    await expect(canvas.queryByRole('region', { name: 'Your invite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

/** The link cannot be loaded: the kit's error with a retry, in the page. */
export const LoadFailed: Story = {
  // The kit's error state, as on every page.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.promotions.referral, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/ })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your invite' })).toBeNull();
  },
};
