import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { claimDescribe, claimMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { ClaimButton } from './ClaimButton';
import { claimStoryInput, claimWalk, provideClaimStory } from './Claim.walk';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: claimMachine,
  provide: provideClaimStory,
  token: mockTokens.member,
  input: claimStoryInput,
  describe: claimDescribe,
  render: (actorRef) => <ClaimButton actorRef={actorRef} label="Claim" currency="PHP" />,
});

const meta = {
  // The catalog test (catalog.test.ts) names each machine's stories after its folder.
  title: 'Machines/Claim',
  ...machineMeta,
  // A machine's states look the same in every brand, and a button at any width: one shot each.
  tags: ['visual-one-brand', 'visual-one-width'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const credited = /^₱[\d,]+\.\d\d credited to your main wallet\.$/;

export const Overview: Story = { ...overview(['ready']) };

/** QA opens a red envelope of the mocks' round through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(claimWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['ready']));
    await userEvent.click(canvas.getByRole('button', { name: /^CLAIM$/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['claimed']));
    await expect(await canvas.findByText(credited)).toBeVisible();
  },
};

/** A lost answer keeps the claim: "Try again" claims with the same key once the line is back. */
export const WalkAnswerLost: Story = {
  tags: ['no-visual'],
  ...walk(claimWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lostSwitch = await canvas.findByRole('checkbox', {
      name: 'Reward claims get no answer (the connection drops)',
    });
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: /^CLAIM$/ }));
    await expect(await canvas.findByText(/could not confirm whether your claim went through/)).toBeVisible();
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['claimed']));
    await expect(canvas.getByText(credited)).toBeVisible();
  },
};

export const Ready: Story = {
  render: story('ready'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Claim' })).toBeEnabled();
  },
};

export const Claiming: Story = {
  render: story('claiming'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Claiming your reward…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing left to claim: the refusal in words, and the button to press again later. */
export const Refused: Story = {
  render: story('refused'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('OPERATION_NOT_ALLOWED');
    await expect(canvas.getByRole('button', { name: 'Claim' })).toBeEnabled();
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not confirm whether your claim went through/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // Only the retry, with the same key: a new press could be a second claim.
    await expect(canvas.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  },
};

export const Claimed: Story = {
  render: story('claimed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '₱25.00 credited to your main wallet.',
    );
  },
};

export const ClaimedPrize: Story = {
  render: story('claimedPrize'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You won Lucky Draw Gold: ₱888.00 credited to your main wallet.',
    );
  },
};
