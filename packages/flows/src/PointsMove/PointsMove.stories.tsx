import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { pointsMoveDescribe, pointsMoveMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { PointsMoveForm } from './PointsMoveForm';
import { pointsMoveWalk, providePointsMoveStory, redeemStoryInput } from './PointsMove.walk';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: pointsMoveMachine,
  provide: providePointsMoveStory,
  token: mockTokens.member,
  input: redeemStoryInput,
  describe: pointsMoveDescribe,
  render: (actorRef) => (
    <PointsMoveForm
      actorRef={actorRef}
      currency="PHP"
      securityCenter={{ href: '/member?page=securityCenter' }}
    />
  ),
});

const meta = {
  // The catalog test (catalog.test.ts) names each machine's stories after its folder.
  title: 'Machines/PointsMove',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (canvasElement: HTMLElement) => within(canvasElement).getByRole('alert');

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA redeems the headphones with the right withdraw password through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(pointsMoveWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', {
        name: /^SUBMIT receivingAddress=1 Rizal Avenue, Manila, withdrawPassword=123456$/,
      }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['moved']));
    await expect(await canvas.findByText('Headphones redeemed for 1,500 points.')).toBeVisible();
    await expect(canvas.getByText('Points left: 11,000')).toBeVisible();
  },
};

/** The reward with its picture, cost, stock and bet requirement; the points before and after. */
export const RedeemEditing: Story = {
  render: story('redeemEditing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,500 points · 3 left')).toBeVisible();
    await expect(canvas.getByText('For players with ₱2,000.00 in valid bets')).toBeVisible();
    await expect(canvas.getByText('12,500')).toBeVisible();
    await expect(canvas.getByText('11,000')).toBeVisible();
    await expect(canvas.getByLabelText(/^Receiving address/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Redeem now' })).toBeEnabled();
  },
};

/** Fewer points than the reward costs: said before anything is typed, and nothing can be sent. */
export const RedeemShort: Story = {
  // A notice like NoWithdrawPassword's above the same form as RedeemEditing.
  tags: ['no-visual'],
  render: story('redeemShort'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'This reward costs 1,500 points and you have 1,000: earn more by playing or depositing.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem now' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The ratio, the points held, what typed points give, "Use all" filling in the whole steps. */
export const ConvertEditing: Story = {
  render: story('convertEditing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100 points = ₱1.00')).toBeVisible();
    const points = canvas.getByLabelText(/^Points to convert/);
    await expect(points).toHaveAccessibleDescription(
      'You can convert up to 12,500 points, at least 100, in steps of 100.',
    );
    await userEvent.type(points, '2000');
    await expect(canvas.getByText('You receive ₱20.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use all' }));
    await expect(points).toHaveValue('12500');
    await expect(canvas.getByText('You receive ₱125.00')).toBeVisible();
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

export const FieldErrors: Story = {
  // Inline errors as every form shows them.
  tags: ['no-visual'],
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Receiving address/)).toHaveAccessibleDescription(
      /Please enter the receiving address/,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Points not in whole ratio steps: said in points, not money. */
export const ConvertFieldErrors: Story = {
  tags: ['no-visual'],
  render: story('convertFieldErrors'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Points to convert/)).toHaveAccessibleDescription(
      /Enter points in steps of 100/,
    );
  },
};

export const NotEnoughPoints: Story = {
  // The same notice as OutOfStock, in other words.
  tags: ['no-visual'],
  render: story('notEnoughPoints'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'You do not have enough points for this now: nothing was spent.',
    );
  },
};

export const OutOfStock: Story = {
  // The same notice as NoWithdrawPassword, in other words.
  tags: ['no-visual'],
  render: story('outOfStock'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'This reward is out of stock, or you have not placed enough valid bets for it yet: nothing was spent.',
    );
  },
};

export const WrongPassword: Story = {
  tags: ['no-visual'],
  render: story('wrongPassword'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(refusal(canvasElement)).toHaveTextContent(
      'The withdrawal password is wrong: nothing was spent.',
    );
    await expect(canvas.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /Wrong withdrawal password/,
    );
  },
};

export const Locked: Story = {
  tags: ['no-visual'],
  render: story('locked'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'Too many wrong withdrawal passwords: redeeming and converting are locked. Try again in 5 minutes.',
    );
  },
};

/** No withdraw password yet: where to set one. */
export const NoWithdrawPassword: Story = {
  render: story('noWithdrawPassword'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'You have not set a withdrawal password yet: set one in the security centre first.',
    );
    await expect(
      within(refusal(canvasElement)).getByRole('link', { name: 'Go to the security centre' }),
    ).toHaveAttribute('href', '/member?page=securityCenter');
  },
};

export const AnswerLost: Story = {
  tags: ['no-visual'],
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether converting 2,000 points went through/),
    ).toBeVisible();
    // The kept conversion is what the form shows.
    await expect(canvas.getByLabelText(/^Points to convert/)).toHaveValue('2000');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Sending: Story = {
  tags: ['no-visual'],
  render: story('sending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Redeeming Headphones…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Redeemed: Story = {
  render: story('redeemed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Headphones redeemed for 1,500 points.');
    await expect(canvas.getByText(/In Process until it is sent/)).toBeVisible();
    await expect(canvas.getByText('Points left: 11,000')).toBeVisible();
  },
};

export const Converted: Story = {
  render: story('converted'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2,000 points converted: ₱20.00 added to your main wallet.',
    );
    await expect(canvas.getByText('Your main wallet now: ₱10,020.00')).toBeVisible();
    await expect(canvas.getByText('Points left: 10,500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Convert more' })).toBeVisible();
  },
};
