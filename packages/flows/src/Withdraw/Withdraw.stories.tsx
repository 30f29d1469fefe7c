import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { withdrawDescribe, withdrawMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { provideWithdrawStory, withdrawStoryInput, withdrawWalk } from './Withdraw.walk';
import { WithdrawForm } from './WithdrawForm';

/** The member centre's security centre, where a withdraw password is set and accounts are bound. */
const securityCenter = { href: '/member?page=securityCenter' };

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: withdrawMachine,
  provide: provideWithdrawStory,
  token: mockTokens.member,
  input: withdrawStoryInput,
  describe: withdrawDescribe,
  render: (actorRef) => <WithdrawForm actorRef={actorRef} currency="PHP" securityCenter={securityCenter} />,
});

const meta = {
  title: 'Machines/Withdraw',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA withdraws ₱500.00 to the bank account through the live machine: the summary, then the request. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(withdrawWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT accountId=ACC-1, amount=500, withdrawPassword=123456$/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['confirming']));
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['withdrawn']));
    await expect(
      await canvas.findByText(
        /^Withdrawal WD-\d+-50000 of ₱500\.00 to BDO \*{4}1234 · Demo Member requested\.$/,
      ),
    ).toBeVisible();
  },
};

/** A lost answer keeps the withdrawal: "Send again" asks with the same key once the line is back. */
export const WalkAnswerLost: Story = {
  tags: ['no-visual'],
  ...walk(withdrawWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lostSwitch = await canvas.findByRole('checkbox', {
      name: 'Withdrawals get no answer (the connection drops)',
    });
    await userEvent.click(lostSwitch);
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT accountId=ACC-1, amount=500, withdrawPassword=123456$/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM' }));
    await expect(
      await canvas.findByText(/could not confirm whether your withdrawal of ₱500\.00 to BDO \*{4}1234/),
    ).toBeVisible();
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['withdrawn']));
  },
};

/** The bound accounts, the limits and what can go now; typed values lead to the summary. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'BDO ****1234 · Demo Member' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'GCash ****9876 · Demo Member' })).toBeVisible();
    await expect(
      canvas.getByText('You can withdraw up to ₱10,000.00 now. 5 withdrawals left today.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription('₱100.00 to ₱50,000.00');
    await userEvent.click(canvas.getByRole('radio', { name: /^GCash/ }));
    await userEvent.type(canvas.getByLabelText(/^Amount/), '1,250.50');
    await userEvent.type(canvas.getByLabelText(/^Withdrawal password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await expect(canvas.getByText('₱1,250.50')).toBeVisible();
    await expect(canvas.getByText('GCash ****9876 · Demo Member')).toBeVisible();
    await expect(canvas.getByText('₱8,749.50')).toBeVisible();
  },
};

/** Nothing chosen, too little, a short password: each field says what is wrong, nothing is sent. */
export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please make a selection')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/₱100\.00/);
    await expect(canvas.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /Digits only, 6 digits/,
    );
  },
};

/** The summary to confirm: the amount, where it goes, what stays; "Change" goes back to the form. */
export const Confirming: Story = {
  render: story('confirming'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await expect(canvas.getByText('₱500.00')).toBeVisible();
    await expect(canvas.getByText('BDO ****1234 · Demo Member')).toBeVisible();
    await expect(canvas.getByText('₱9,500.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeEnabled();
  },
};

export const Withdrawing: Story = {
  render: story('withdrawing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending your withdrawal…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm withdrawal' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Change' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Withdrawn: Story = {
  render: story('withdrawn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Withdrawal WD-20261129-0001 of ₱500.00 to BDO ****1234 · Demo Member requested.',
    );
    await expect(canvas.getByText('Status: Waiting for review')).toBeVisible();
    await expect(canvas.getByText('Your main wallet now holds ₱9,500.00.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make another withdrawal' })).toBeVisible();
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether your withdrawal of ₱500\.00 to BDO \*{4}1234/),
    ).toBeVisible();
    // The kept withdrawal is what the form shows: its account and amount.
    await expect(canvas.getByRole('radio', { name: /^BDO/ })).toBeChecked();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const InsufficientFunds: Story = {
  render: story('insufficientFunds'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your main wallet holds less than that. Bring money back from your game wallets, or withdraw less.',
    );
  },
};

/** The server refused the password: said at the top and under the field. */
export const WrongPassword: Story = {
  render: story('wrongPassword'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/The withdrawal password is not right\./);
    await expect(canvas.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /The withdrawal password is not right/,
    );
  },
};

export const Locked: Story = {
  render: story('locked'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords: withdrawals are locked. Try again in 5 minutes.',
    );
  },
};

/** No withdraw password yet: the way to the security centre instead of a form. */
export const NoWithdrawPassword: Story = {
  render: story('noWithdrawPassword'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Set a withdrawal password in the security centre/,
    );
    await expect(canvas.getByRole('link', { name: 'Open the security centre' })).toHaveAttribute(
      'href',
      securityCenter.href,
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** No account to withdraw to: the way to the security centre instead of a form. */
export const NoAccounts: Story = {
  render: story('noAccounts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Bind a bank or e-wallet account/);
    await expect(canvas.getByRole('link', { name: 'Open the security centre' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NoTimesLeft: Story = {
  render: story('noTimesLeft'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("You have used today's withdrawals.");
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
