import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { contractOfferDescribe, contractOfferMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { contractOfferStoryInput, contractOfferWalk, provideContractOfferStory } from './ContractOffer.walk';
import { ContractOfferForm } from './ContractOfferForm';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: contractOfferMachine,
  provide: provideContractOfferStory,
  // Offers are made in the agent's session.
  token: mockTokens.agent,
  input: contractOfferStoryInput,
  describe: contractOfferDescribe,
  render: (actorRef) => <ContractOfferForm actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/ContractOffer',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA offers member005 a 1.25 % daily salary through the live machine: it waits for their answer. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(contractOfferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart is laid out before it reports the current state.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT downlineAccount=member005, rate=1\.25,/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['offered']));
    await expect(await canvas.findByText(/Offer sent to member005: 1\.25%/)).toBeVisible();
  },
};

/** The form: the downline, the rate with its range (agentone's own 1.5 % caps it), the thresholds. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Offer a contract: Daily salary' })).toBeVisible();
    await expect(field(canvasElement, /^Rate/)).toHaveAccessibleDescription('Between 0.01% and 1.5%');
    await expect(canvas.getByText('Settled once a day.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send offer' })).toBeEnabled();
  },
};

/** Typing a rate above the cap and nothing else: each field says what is wrong, nothing is sent. */
export const FieldErrors: Story = {
  // The form as in Editing, narrower on phones: one width shows what this state adds.
  tags: ['visual-one-width'],
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Rate/)).toHaveAccessibleDescription(
      /Enter a rate between 0\.01% and 1\.5%: your own rate is the most you can offer\./,
    );
    await expect(field(canvasElement, /^Active members/)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An account the server does not find right below the agent: said under the downline field. */
export const NotDownline: Story = {
  // The form as in Editing, narrower on phones: one width shows what this state adds.
  tags: ['visual-one-width'],
  render: story('notDownline'),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Downline account/)).toHaveAccessibleDescription(
      /member040 is not directly below you/,
    );
  },
};

export const NotAllowed: Story = {
  // The form as in Editing, narrower on phones: one width shows what this state adds.
  tags: ['visual-one-width'],
  render: story('notAllowed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The offer to member005 cannot be made now',
    );
  },
};

export const Offering: Story = {
  // The editing form with a busy button, which the play checks.
  tags: ['no-visual'],
  render: story('offering'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending the offer…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send offer' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Offered: Story = {
  // A notice and a button: the phone width shows nothing more.
  tags: ['visual-one-width'],
  render: story('offered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Offer sent to member005: 1.2%. It waits for their answer.',
    );
    await expect(canvas.getByRole('button', { name: 'Offer another contract' })).toBeVisible();
  },
};
