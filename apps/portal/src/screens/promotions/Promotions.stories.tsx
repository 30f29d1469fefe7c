import { activityStatuses, type Promotion } from '@portal/api-contract';
import { createMockWorld } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  everythingLoading,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';
import { portalPopups } from '../../popups/portalPopups';

const meta = {
  title: 'Portal/Promotions',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/promotions', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-promotions]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const mockPromotions = createMockWorld().promotions;

/** One activity in each status of SPEC §4, as a member may meet them. */
const everyStatus: Promotion[] = activityStatuses.map((status, index) => ({
  ...(mockPromotions[index % mockPromotions.length] as Promotion),
  promotionId: `STATUS-${index + 1}`,
  title: `Activity ${index + 1}`,
  status,
}));

/** The list once drawn: one card per activity, each with its status. */
async function cards(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Promotions' });
  return { canvas, list: within(list) };
}

/** Opens an activity's detail: the dialog with its rules. */
async function openDetail(canvasElement: HTMLElement, title: string) {
  const { canvas } = await cards(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Details of ${title}` }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** A visitor sees every activity open to join, except those coming soon or closed. */
export const VisitorList: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const { list } = await cards(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await expect(list.getAllByText('Join')).toHaveLength(6);
    await expect(list.getByText('Coming soon')).toBeVisible();
    await expect(list.getByText('Closed')).toBeVisible();
  },
};

/** A visitor's "Apply" asks them to log in first. */
export const VisitorAsksToLogIn: Story = {
  tags: ['no-visual'], // Ends on the login popup, shot in its own stories.
  args: { token: null, popups: { login: portalPopups.login } },
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 1');
    await userEvent.click(detail.getByRole('button', { name: 'Apply' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  },
};

/** A member's own statuses: every status of SPEC §4 on its card. */
export const MemberEveryStatus: Story = {
  tags: ['visual-one-width'], // Ten cards stack into one tall column at the narrow width: VisitorList shows it.
  parameters: { msw: mocks(answer(contract.promotions.mine, { value: everyStatus })) },
  play: async ({ canvasElement }) => {
    const { list } = await cards(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(activityStatuses.length);
    for (const label of [
      'Join',
      'Claim',
      'Applying',
      'Closed',
      'Rejected',
      'Issued',
      'Claimed',
      'Processing',
      'Joined',
      'Coming soon',
    ])
      await expect(list.getByText(label)).toBeVisible();
  },
};

/** An activity's detail: its status, period and rules, with the way to apply. */
export const Detail: Story = {
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 1');
    await expect(detail.getByText('Rules of promotion 1.')).toBeVisible();
    await expect(detail.getByText('Join')).toBeVisible();
    await expect(detail.getByText(/ to /)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A member applies with a comment and two pictures: the form says so, and the card shows Applying. */
export const ApplySent: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 1');
    await userEvent.click(detail.getByRole('button', { name: 'Apply' }));
    const form = within(await detail.findByRole('form', { name: 'Apply for Promotion 1' }));
    await userEvent.type(form.getByLabelText(/^Comment/), 'My first deposit');
    await userEvent.upload(form.getByLabelText('Choose images'), [png('deposit.png'), png('receipt.png')]);
    await expect(form.getByRole('list', { name: 'Chosen images: 2 of 3' })).toBeVisible();
    await userEvent.dblClick(form.getByRole('button', { name: 'Send application' }));
    await expect(await detail.findByText(/Application sent/)).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'Close' }));
    const { list } = await cards(canvasElement);
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/Promotion 1.*Applying/));
  },
};

/** The form's checks: a missing comment, a fourth picture, a gif and a picture over 5 MB. */
export const ApplyFieldErrors: Story = {
  // Shot again after a fresh render at the phone width: a dialog scrolled to its first error (stories.visual.ts).
  tags: ['remount-per-width'],
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 1');
    await userEvent.click(detail.getByRole('button', { name: 'Apply' }));
    const form = within(await detail.findByRole('form', { name: 'Apply for Promotion 1' }));
    const picker = () => form.getByLabelText(/^Choose images|images chosen/);
    await userEvent.upload(picker(), [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(form.getByText('four.png: You can upload at most 3 images')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Remove three.png' }));
    // The picker's own filter is off: a person can still pick "All files" in the browser's dialog.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker(), [
        new File(['gif'], 'animation.gif', { type: 'image/gif' }),
        png('huge.png', 5 * 1024 * 1024 + 1),
      ]);
    await expect(form.getByText('animation.gif: Only PNG or JPG images can be uploaded')).toBeVisible();
    await expect(form.getByText('huge.png: Each image must be 5 MB or smaller')).toBeVisible();
    // The comment stops at 140 characters, and this activity needs one.
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await expect(form.getByLabelText(/^Comment/)).toHaveAccessibleDescription(/Input cannot be empty/);
    await userEvent.type(form.getByLabelText(/^Comment/), 'x'.repeat(150));
    await expect(form.getByText('140 / 140')).toBeVisible();
  },
};

/** A reward to claim, from its detail: the amount credited, and the status now Claimed. */
export const ClaimSuccess: Story = {
  tags: ['no-visual'], // The credit line is shot in the claim machine's stories.
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 3');
    await userEvent.click(detail.getByRole('button', { name: 'Claim' }));
    await expect(await detail.findByText('₱88.00 credited to your main wallet.')).toBeVisible();
    await waitFor(() => expect(detail.getByText('Claimed')).toBeVisible());
  },
};

/** A raffle to draw: the prize drawn and what it credited. */
export const RafflePrize: Story = {
  tags: ['visual-one-width'], // The dialog is drawn as in Detail at the narrow width.
  parameters: {
    msw: mocks(
      answer(contract.promotions.mine, {
        value: mockPromotions.map((promotion) =>
          promotion.category === 'RAFFLE' ? { ...promotion, status: 'CLAIM', applyForm: null } : promotion,
        ),
      }),
    ),
    visual: { fit: 'page', selector: '[role="dialog"]' },
  },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Promotion 6');
    await userEvent.click(detail.getByRole('button', { name: 'Draw a prize' }));
    await expect(
      await detail.findByText(
        /^You won Raffle prize [\d.]+: ₱[\d,.]+ credited to your main wallet\.$/,
        undefined,
      ),
    ).toBeVisible();
  },
};

/** A member with no activities. */
export const Empty: Story = {
  parameters: { msw: mocks(answer(contract.promotions.mine, { value: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No promotions right now. Check back soon.' }),
    ).toBeVisible();
  },
};

/** The list fails to load: the error with a retry. */
export const LoadError: Story = {
  tags: ['no-visual'], // The kit's error state, shot in the records view's stories.
  parameters: { msw: mocks(answer(contract.promotions.mine, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'], // Skeleton cards, as every loading list.
  parameters: { msw: mocks(...everythingLoading(contract.promotions.mine)) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
  },
};
