import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { contractDescribe, contractMachine, type AgentContract, type ContractInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import {
  contractDownlineWalkInput,
  contractUplineWalkInput,
  contractWalk,
  provideContractStory,
} from './Contract.walk';
import { ContractReview } from './ContractReview';

const tier = { rate: 1.2, validBetAmount: 1_000_000, activeMembers: 5, periodProfitLoss: 0 };
const subContract = (contractId: string, account: string, rate: number): AgentContract => ({
  contractId,
  contractType: 'DAILY_SALARY',
  uplineAccount: 'sub01',
  downlineAccount: account,
  status: 'ACTIVE',
  period: null,
  tiers: [{ ...tier, rate }],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
});

const input: ContractInput = {
  contractType: 'DAILY_SALARY',
  viewer: 'upline',
  contract: null,
  maxRate: 1.5,
  downlineAccount: 'sub-agent-7',
  downlineContracts: [subContract('CT-7', 'sub02', 1.5), subContract('CT-8', 'sub03', 1.3)],
};

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: contractMachine,
  provide: provideContractStory,
  // An agent's contract calls carry the agent's session.
  token: mockTokens.agent,
  input: input,
  describe: contractDescribe,
  render: (actorRef) => <ContractReview actorRef={actorRef} currency="PHP" />,
});

const meta = {
  title: 'Machines/Contract',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['settled', 'none']) };

/*
 * The live walks, one per side of the mocks' daily-salary contracts. Each walk story says
 * `no-visual` itself (see `walk`).
 */

/** The mocks' agent offers member002 their seeded terms: the offer then waits for an answer. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(contractWalk, contractUplineWalkInput),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('none'));
    await userEvent.click(canvas.getByRole('button', { name: /^PROPOSE period=D, rate=0\.5,/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('awaitingResponse'));
    await expect(await canvas.findByText(/Waiting for your downline to respond/)).toBeVisible();
  },
};

/** demomember accepts the offer the mocks' agent sent them. */
export const WalkDownline: Story = {
  tags: ['no-visual'],
  ...walk(contractWalk, contractDownlineWalkInput),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('offered'));
    await userEvent.click(canvas.getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('active'));
  },
};

/** Terminating takes the other party's update first: the replay sends it, then TERMINATE. */
export const WalkReplay: Story = {
  tags: ['no-visual'],
  ...walk(contractWalk, contractUplineWalkInput),
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'terminating');
  },
};

export const None: Story = {
  render: story('none'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Rate/), '2');
    await userEvent.type(canvas.getByLabelText(/Valid bet amount/), '10000');
    await userEvent.type(canvas.getByLabelText(/Active members/), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'New contract request' }));
    await expect(await canvas.findByText('The maximum amount is 1.5%')).toBeVisible();
  },
};

export const TermsErrors: Story = {
  render: story('termsErrors'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Rate/)).toHaveAccessibleDescription(
      /The maximum amount is 1.5%/,
    );
  },
};

export const AwaitingResponse: Story = {
  render: story('awaitingResponse'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Waiting for your downline to respond',
    );
  },
};

/** Accepting an offer that pays less than contracts given to downlines asks first. */
export const Offered: Story = {
  render: story('offered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.2%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Accepting will terminate 2 downline contracts',
    );
  },
};

/** The warning lists the downline contracts that accepting would terminate; nothing happens until confirmed. */
export const AcceptWouldTerminateDownline: Story = {
  render: story('confirmingDownlineTermination'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Accepting will terminate 2 downline contracts with a higher rate.',
    );
    const items = within(
      canvas.getByRole('list', { name: 'Downline contracts that will be terminated' }),
    ).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['sub02: 1.5%', 'sub03: 1.3%']);
    await expect(canvas.getByRole('button', { name: 'Accept and terminate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const Active: Story = {
  render: story('active'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Request termination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terminate' })).toBeVisible();
  },
};

export const AwaitingTermination: Story = {
  render: story('awaitingTermination'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Waiting for the other party to agree',
    );
  },
};

export const TerminationOffered: Story = {
  render: story('terminationOffered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('asked to terminate');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

export const Ended: Story = {
  render: story('ended'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Terminated')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New contract request' })).toBeVisible();
  },
};

export const Failed: Story = {
  render: story('failed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Accepting: Story = {
  render: story('accepting'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Updating the contract…')).toBeVisible();
  },
};
