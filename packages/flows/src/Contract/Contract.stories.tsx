import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { contractDescribe, contractMachine, type Contract, type ContractInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { stateStoryParameters } from '../storybook/storyHelpers';
import { ContractReview } from './ContractReview';

const machine = contractMachine.provide({
  actors: {
    processContract: fromPromise(async ({ input }): Promise<Contract> => {
      const status =
        input.action === 'accept'
          ? 'active'
          : input.action === 'reject'
            ? 'rejected'
            : input.action === 'request'
              ? 'pending'
              : 'terminated';
      return {
        id: input.contractId ?? 'c-new',
        type: input.contractType,
        status,
        terms: input.terms ?? { rateBps: 120, minValidBet: 1_000_000, minActiveMembers: 5, period: null },
        terminationRequestedBy: null,
      };
    }),
  },
});

const input: ContractInput = {
  contractType: 'dailySalary',
  viewer: 'upline',
  contract: null,
  maxRateBps: 150,
  downlineId: 'sub-agent-7',
  downlineContracts: [
    { id: 'd-1', account: 'sub01', rateBps: 150 },
    { id: 'd-2', account: 'sub02', rateBps: 130 },
  ],
};

const { story, overview } = machineStories({
  machine,
  input: input,
  describe: contractDescribe,
  render: (actorRef) => <ContractReview actorRef={actorRef} />,
});

const meta = { title: 'Machines/Contract', parameters: stateStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = overview(['settled', 'none']);

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
    await expect(items.map((item) => item.textContent)).toEqual(['sub01: 1.5%', 'sub02: 1.3%']);
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
