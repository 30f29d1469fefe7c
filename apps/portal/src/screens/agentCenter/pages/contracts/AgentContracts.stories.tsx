import type { AgentContract } from '@portal/api-contract';
import { MOCK_NOW, mockCredentials, type MockWorld } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  whiteLabelWithFeatures,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const featuresOn = answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(true) });

const meta = {
  title: 'Portal/Agent contracts',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  // agentone holds a daily salary of up to 1.5 % from agentsuper, pays member002 up to 1 % and
  // has offered demomember the same; member003's contract ended and member004 rejected an offer.
  args: { path: '/agentHome?page=agentDailyWages2', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(featuresOn),
    // The page itself: the agent centre's menu is shot by Portal/Centres.
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its contracts arrived: the upline's contract, then the downlines' section. */
async function contractsPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const upline = await canvas.findByRole('region', { name: 'Your contract with your upline' });
  const downlines = canvas.getByRole('region', { name: 'Contracts with your downlines' });
  return { canvas, upline: within(upline), downlines: within(downlines) };
}

const offerForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: /^Offer a contract: / }));

const rateField = (canvasElement: HTMLElement) =>
  offerForm(canvasElement).getByLabelText(/^Rate \(%\)/, { selector: 'input' });

/**
 * The daily salary page: agentone's contract from agentsuper (two tiers, 0.8 % and 1.5 %), the open
 * contracts with its downlines (member002 in force, demomember's offer waiting) and the offer form.
 */
export const DailySalary: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, upline, downlines } = await contractsPage(canvasElement);
    await expect(upline.getByText('Active')).toBeVisible();
    await expect(upline.getByText('0.8%')).toBeVisible();
    await expect(upline.getByText('1.5%')).toBeVisible();
    await expect(upline.getByRole('button', { name: 'Request termination' })).toBeVisible();
    const table = within(
      downlines.getByRole('region', { name: 'Daily salary: open contracts with your downlines' }),
    );
    await expect(table.getAllByText('member002').length).toBeGreaterThan(0);
    await expect(table.getAllByText('demomember').length).toBeGreaterThan(0);
    await expect(table.getAllByRole('button', { name: 'Terminate' })).toHaveLength(1);
    await expect(table.getAllByRole('button', { name: 'Withdraw offer' })).toHaveLength(1);
    await expect(rateField(canvasElement)).toHaveAccessibleDescription('Between 0.01% and 1.5%');
    await expect(canvas.getByRole('tab', { name: 'Contracts', selected: true })).toBeVisible();
  },
};

/** Opened from downline management for one downline: the list shows it alone, the form names it. */
export const OneDownline: Story = {
  // The same page as DailySalary with one row fewer; the play checks the filter and the form.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=agentDailyWages2&account=member002' },
  play: async ({ canvasElement }) => {
    const { downlines } = await contractsPage(canvasElement);
    await expect(downlines.getByRole('searchbox', { name: 'Find a downline' })).toHaveValue('member002');
    await expect(downlines.getAllByText('member002').length).toBeGreaterThan(0);
    await expect(downlines.queryByText('demomember')).not.toBeInTheDocument();
    await expect(
      offerForm(canvasElement).getByLabelText(/^Downline account/, { selector: 'input' }),
    ).toHaveValue('member002');
  },
};

/** An offer walked to the end: member005 is offered 1.25 %, and the offer joins the list as pending. */
export const OfferSent: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, downlines } = await contractsPage(canvasElement);
    const form = offerForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Downline account/, { selector: 'input' }), 'member005');
    await userEvent.type(rateField(canvasElement), '1.25');
    await userEvent.type(form.getByLabelText(/^Valid bet amount/, { selector: 'input' }), '10,000');
    await userEvent.type(form.getByLabelText(/^Active members/, { selector: 'input' }), '5');
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await expect(
      await canvas.findByText('Offer sent to member005: 1.25%. It waits for their answer.', {}),
    ).toBeVisible();
    await waitFor(() => expect(downlines.getAllByText('member005').length).toBeGreaterThan(0));
    await expect(downlines.getAllByRole('button', { name: 'Withdraw offer' })).toHaveLength(2);
  },
};

/** A rate above the agent's own is refused before anything is sent, with the range it may use. */
export const RateOutOfRange: Story = {
  // The page as DailySalary with the field's message, shot in Machines/ContractOffer FieldErrors.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await contractsPage(canvasElement);
    const form = offerForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Downline account/, { selector: 'input' }), 'member005');
    await userEvent.type(rateField(canvasElement), '2');
    await userEvent.type(form.getByLabelText(/^Valid bet amount/, { selector: 'input' }), '10000');
    await userEvent.type(form.getByLabelText(/^Active members/, { selector: 'input' }), '5');
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(rateField(canvasElement)).toHaveAccessibleDescription(
        /Enter a rate between 0\.01% and 1\.5%: your own rate is the most you can offer\./,
      ),
    );
    await expect(rateField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An account two levels down: the server does not find it below the agent, and the field says so. */
export const NotADirectDownline: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await contractsPage(canvasElement);
    const form = offerForm(canvasElement);
    const downline = () => form.getByLabelText(/^Downline account/, { selector: 'input' });
    await userEvent.type(downline(), 'member040');
    await userEvent.type(rateField(canvasElement), '1');
    await userEvent.type(form.getByLabelText(/^Valid bet amount/, { selector: 'input' }), '10000');
    await userEvent.type(form.getByLabelText(/^Active members/, { selector: 'input' }), '5');
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(downline()).toHaveAccessibleDescription(
        /member040 is not directly below you\. You can offer contracts only to your direct downlines\./,
      ),
    );
  },
};

/** Terminating member002's contract asks first; confirmed, it ends and leaves the list. */
export const TerminationConfirmed: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { downlines } = await contractsPage(canvasElement);
    await userEvent.click(downlines.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate the contract with member002?' });
    await expect(within(dialog).getByText(/member002 stops earning this contract at once/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate contract' }));
    await expect(await screen.findByText('The contract with member002 is terminated.')).toBeVisible();
    await waitFor(() => expect(downlines.queryByText('member002')).not.toBeInTheDocument());
    await expect(downlines.getAllByText('demomember').length).toBeGreaterThan(0);
  },
};

/**
 * As the server seeds it: agentsuper offers agentone an hourly salary of 0.8 %, and agentone holds
 * none yet. The offer pays less than the 1.1 % agentone gave member002, so accepting it warns first.
 */
function hourlyOfferFromUpline(world: MockWorld) {
  const at = new Date(MOCK_NOW).toISOString();
  const offer: AgentContract = {
    contractId: 'CT-HOURLY_SALARY-OFFER',
    contractType: 'HOURLY_SALARY',
    uplineAccount: mockCredentials.superAgent.username,
    downlineAccount: mockCredentials.agent.username,
    status: 'PENDING',
    period: null,
    tiers: [{ rate: 0.8, validBetAmount: 300_000, activeMembers: 2, periodProfitLoss: 0 }],
    createdAt: at,
    updatedAt: at,
  };
  world.contracts = [
    ...world.contracts.filter(({ contractId }) => contractId !== 'CT-HOURLY_SALARY-UPLINE'),
    offer,
  ];
}

/**
 * The upline's offer, answered on the page with the contract popup's review (the agent view shows no
 * popups): the warning lists the downline contract it ends, and once accepted it is agentone's
 * contract, its cap for offers.
 */
export const UplineOfferAccepted: Story = {
  tags: ['no-visual'],
  args: { path: '/agentHome?page=agentHourSalary', seedWorld: hourlyOfferFromUpline },
  play: async ({ canvasElement }) => {
    const { canvas, upline } = await contractsPage(canvasElement);
    await expect(
      canvas.getByText('To offer a contract of this type, you first need one from your upline.'),
    ).toBeVisible();
    await userEvent.click(upline.getByRole('button', { name: 'Accept' }));
    await expect(await upline.findByRole('alert')).toHaveTextContent(
      'Accepting will terminate 1 downline contract with a higher rate.',
    );
    await expect(upline.getByRole('listitem')).toHaveTextContent('member002: 1.1%');
    await userEvent.click(upline.getByRole('button', { name: 'Accept and terminate' }));
    await waitFor(() => expect(upline.getByText('Active')).toBeVisible());
    await waitFor(() => expect(rateField(canvasElement)).toBeVisible());
    await expect(rateField(canvasElement)).toHaveAccessibleDescription('Between 0.01% and 0.8%');
    // The downline list reloads after the acceptance ended member002's contract.
    await expect(await canvas.findByText('No open contracts with your downlines')).toBeVisible();
  },
};

/** The ended contracts: member003's terminated one and member004's rejected offer, newest first. */
export const History: Story = {
  tags: ['visual-one-width'],
  args: { path: '/agentHome?page=agentDailyWages2&tab=history' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const history = await canvas.findByRole('region', { name: 'Daily salary: ended contracts' });
    await expect(within(history).getAllByText('member004').length).toBeGreaterThan(0);
    await expect(within(history).getAllByText('Rejected').length).toBeGreaterThan(0);
    await expect(within(history).getAllByText('Terminated').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  },
};

/** The settlements tab: the daily salaries paid, one row per downline and day. */
export const Settlements: Story = {
  // The records view of Portal/Agent reports, shot there.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=agentDailyWages2&tab=settlements&startDate=2025-01-15&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByText('Settled once per period, for the period that ended.'),
    ).toBeVisible();
    const report = await canvas.findByRole('region', { name: 'Daily salaries in this period' });
    await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
  },
};

/** No contract of the type yet: nothing from the upline, none with downlines, and no offer possible. */
export const Empty: Story = {
  tags: ['visual-one-width'],
  parameters: { msw: mocks(featuresOn, answer(contract.agent.contracts, { value: [] })) },
  play: async ({ canvasElement }) => {
    const { canvas, upline, downlines } = await contractsPage(canvasElement);
    await expect(upline.getByText('Your upline has given you no contract of this type yet.')).toBeVisible();
    await expect(downlines.getByText('No open contracts with your downlines')).toBeVisible();
    await expect(
      canvas.getByText('To offer a contract of this type, you first need one from your upline.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Offer a contract: Daily salary' })).toBeNull();
  },
};

/** The contracts fail to load: the page offers to try again instead of empty lists. */
export const LoadError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(featuresOn, answer(contract.agent.contracts, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /Try again/ })).not.toHaveLength(0);
    await expect(canvas.queryByRole('region', { name: 'Your contract with your upline' })).toBeNull();
  },
};

/** The white label turned the daily salary off: the menu does not offer it and the link falls back. */
export const FeatureOff: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(false) })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Agent centre' });
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(12));
    await expect(within(menu).queryByRole('button', { name: 'Daily salary' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-agent-page="agentDailyWages2"]')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Your contract with your upline' })).toBeNull();
  },
};
