import { pageOf } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockWithdrawOptions } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Portal/Agent downline management',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  // The mocks' agentone holds ₱5,000.00 and has 45 downlines, 30 of them direct (member001–030).
  args: { path: '/agentHome?page=downlineManagmentView', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The page itself: the agent centre's menu is shot by Portal/Centres.
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'Your downlines';

/** The list as it is now: re-queried each time, since paging and refreshes replace it. */
const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: LIST }));

/** The list once its rows are in (a table on wide containers, cards on narrow ones). */
async function downlineList(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  await waitFor(() => expect(list(canvasElement).getAllByText('member001').length).toBeGreaterThan(0));
  return canvas;
}

/** The dialog is drawn over the page, outside the story's root. */
const dialog = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

async function openDialog(canvasElement: HTMLElement, name: string) {
  await userEvent.click(list(canvasElement).getByRole('button', { name }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible());
  return dialog(canvasElement);
}

/** The dialog's form, once it knows the agent has a withdraw password. */
async function openForm(canvasElement: HTMLElement, name: string) {
  const form = await openDialog(canvasElement, name);
  await form.findByLabelText(/^Amount/u);
  return form;
}

const passwordField = (form: ReturnType<typeof within>) =>
  form.getByLabelText(/^Withdrawal password/u, { selector: 'input' });

/** The mocks' agentone has the withdraw password every seeded account shares. */
const { withdrawPassword } = mockCredentials;

/**
 * A short page of the mocks' team for the pictures: direct downlines (the first an agent), one
 * online and one who never logged in, and one a level down (the full list is paged in Paging).
 */
const team = createMockWorld().teamMembers;
const direct = team.slice(2).filter((member) => member.level === 1);
const shortPage = pageOf(
  [
    ...team.slice(0, 2),
    ...direct.filter((member) => member.online).slice(0, 1),
    ...direct.filter((member) => !member.online && member.lastLoginAt === null).slice(0, 1),
    ...team.filter((member) => member.level === 2).slice(0, 1),
  ],
  1,
  20,
);

/**
 * Downlines with account, nickname, member or agent and level, balance, last login and whether
 * they are online; transfer, recall and contracts on each direct downline, none on the one a level
 * down; the agent's own wallet above.
 */
export const Downlines: Story = {
  parameters: { msw: mocks(answer(contract.agent.teamMembers, { value: shortPage })) },
  play: async ({ canvasElement }) => {
    const canvas = await downlineList(canvasElement);
    const rows = list(canvasElement);
    await expect(rows.getAllByText('Member 1').length).toBeGreaterThan(0);
    await expect(rows.getAllByText('Agent · level 1').length).toBeGreaterThan(0);
    await expect(rows.getAllByText('Member · level 1').length).toBeGreaterThan(0);
    await expect(rows.getAllByText('Member · level 2').length).toBeGreaterThan(0);
    await expect(rows.getAllByText('Never').length).toBeGreaterThan(0);
    await expect(rows.getAllByText('Online').length).toBeGreaterThan(0);
    await expect(rows.getAllByText("In a downline's team").length).toBeGreaterThan(0);
    await expect(rows.getAllByText(/^(Online|Offline)$/u)).toHaveLength(shortPage.content.length);
    await expect(rows.getByRole('button', { name: 'Transfer to member001' })).toBeEnabled();
    await expect(rows.getAllByRole('button', { name: /^Transfer to/u })).toHaveLength(
      shortPage.content.length - 1,
    );
    await expect(rows.getByRole('link', { name: 'Contracts of member001' })).toHaveAttribute(
      'href',
      '/agentHome?page=agentDailyWages2&account=member001',
    );
    await expect(canvas.getByText('Your main wallet')).toHaveTextContent('₱5,000.00');
  },
};

/** 45 downlines, 20 a page: the next page lists the next ones, and the page is kept in the address. */
export const Paging: Story = {
  // The records view's paging, shot in Portal/Member records.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await downlineList(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(list(canvasElement).getAllByText('member021').length).toBeGreaterThan(0));
    await expect(list(canvasElement).queryAllByText('member001')).toHaveLength(0);
  },
};

/**
 * A search for "member04" keeps only its six matches (in the address, so back and a shared link
 * show the same); "Direct members only" then leaves none, since member031–045 are a level down.
 */
export const SearchNarrows: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await downlineList(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search downline' });
    await userEvent.type(search, 'member04{Enter}');
    await waitFor(() => expect(list(canvasElement).queryAllByText('member001')).toHaveLength(0));
    await expect(list(canvasElement).getAllByText('member045').length).toBeGreaterThan(0);
    // Second-level downlines: no money moves with them, so no actions.
    await expect(list(canvasElement).queryByRole('button', { name: /^Transfer to/u })).toBeNull();
    await expect(list(canvasElement).getAllByText('Member · level 2').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Direct members only' }));
    await expect(await canvas.findByText('No downlines match these filters')).toBeVisible();
  },
};

/** A shared link with a search in it opens on those downlines, the search field filled in. */
export const SearchFromTheAddress: Story = {
  // The same picture as Downlines with fewer rows.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=downlineManagmentView&account=member02&directOnly=true' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(list(canvasElement).getAllByText('member020').length).toBeGreaterThan(0));
    await expect(list(canvasElement).queryAllByText('member001')).toHaveLength(0);
    await expect(canvas.getByRole('searchbox', { name: 'Search downline' })).toHaveValue('member02');
    await expect(canvas.getByRole('checkbox', { name: 'Direct members only' })).toBeChecked();
  },
};

/** A new agent: nobody yet, and the way to the registration centre. */
export const Empty: Story = {
  tags: ['visual-one-width'],
  parameters: { msw: mocks(answer(contract.agent.teamMembers, { value: pageOf([], 1, 20) })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByText('No downlines yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the registration centre' })).toHaveAttribute(
      'href',
      '/agentHome?page=registerCenter',
    );
  },
};

/** The list fails to load: said in words, with a retry. */
export const LoadError: Story = {
  tags: ['visual-one-width'],
  parameters: { msw: mocks(answer(contract.agent.teamMembers, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/u })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: LIST })).toBeNull();
  },
};

/** Without any salary feature there are no contracts to open: the rows offer none. */
export const WithoutSalaryFeatures: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(false) })) },
  play: async ({ canvasElement }) => {
    await downlineList(canvasElement);
    await expect(list(canvasElement).getByRole('button', { name: 'Transfer to member001' })).toBeVisible();
    await expect(list(canvasElement).queryByRole('link', { name: /^Contracts of/u })).toBeNull();
  },
};

/**
 * ₱100.00 to member001: the dialog says it went and what the wallet holds now; the page's wallet,
 * the header's and member001's row follow without a reload.
 */
export const TransferToADownline: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await downlineList(canvasElement);
    const form = await openForm(canvasElement, 'Transfer to member001');
    await expect(form.getByText('The money goes from your main wallet to member001.')).toBeVisible();
    await expect(form.getByLabelText(/^Amount/u)).toHaveAccessibleDescription('Your main wallet: ₱5,000.00');
    await userEvent.type(form.getByLabelText(/^Amount/u), '100');
    await userEvent.type(passwordField(form), withdrawPassword);
    // A second click while the first is on its way sends nothing more.
    await userEvent.dblClick(form.getByRole('button', { name: 'Transfer now' }));
    await expect(await form.findByText('₱100.00 sent to member001.')).toBeVisible();
    await expect(form.getByText('Your main wallet now: ₱4,900.00')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('Your main wallet')).toHaveTextContent('₱4,900.00'));
  },
};

/** The server no longer counts the account as a direct downline: refused in words, nothing moved. */
export const RecallRefused: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.recallFromDownline, { error: 'NOT_FOUND' })) },
  play: async ({ canvasElement }) => {
    await downlineList(canvasElement);
    const form = await openForm(canvasElement, 'Recall from member001');
    await expect(form.getByText('The money comes back from member001 to your main wallet.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Use all' }));
    await userEvent.type(passwordField(form), withdrawPassword);
    await userEvent.click(form.getByRole('button', { name: 'Recall now' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'member001 is not one of your direct downlines: no money moved.',
    );
  },
};

/** More than the agent's wallet holds: the amount says so, in money, and nothing is sent. */
export const AmountOverBalance: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await downlineList(canvasElement);
    const form = await openForm(canvasElement, 'Transfer to member001');
    await userEvent.type(form.getByLabelText(/^Amount/u), '5000.01');
    await userEvent.type(passwordField(form), withdrawPassword);
    await userEvent.click(form.getByRole('button', { name: 'Transfer now' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Amount/u)).toHaveAccessibleDescription(
        /The maximum amount is ₱5,000\.00/u,
      ),
    );
    await expect(form.queryByText(/sent to member001/u)).toBeNull();
  },
};

/**
 * A recall with a wrong withdraw password: said above the form and under the field, nothing came
 * back; the right one then recalls as a new submission.
 */
export const RecallWrongPassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await downlineList(canvasElement);
    const form = await openForm(canvasElement, 'Recall from member001');
    await userEvent.type(form.getByLabelText(/^Amount/u), '50');
    await userEvent.type(passwordField(form), '654321');
    await userEvent.click(form.getByRole('button', { name: 'Recall now' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The withdrawal password is wrong: no money moved.',
    );
    await expect(passwordField(form)).toHaveAccessibleDescription(/Wrong withdrawal password/u);
    await userEvent.clear(passwordField(form));
    await userEvent.type(passwordField(form), withdrawPassword);
    await userEvent.click(form.getByRole('button', { name: 'Recall now' }));
    await expect(await form.findByText('₱50.00 recalled from member001.')).toBeVisible();
  },
};

/** No withdraw password set yet: the dialog sends the agent to the security centre to set one. */
export const NoWithdrawPassword: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.funds.withdrawOptions, {
        value: { ...mockWithdrawOptions('Agent One', 500_000), hasWithdrawPassword: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await downlineList(canvasElement);
    const form = await openDialog(canvasElement, 'Transfer to member001');
    await expect(await form.findByText(/needs your withdrawal password/u)).toBeVisible();
    await expect(form.getByRole('link', { name: 'Set a withdrawal password' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
    await expect(form.queryByLabelText(/^Amount/u)).toBeNull();
  },
};
