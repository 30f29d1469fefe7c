import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  everythingLoading,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member login history',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  // Four days of the mock member's attempts: their own logins and a stranger's guesses.
  args: {
    path: '/member?page=securityCenter&startDate=2025-01-12&endDate=2025-01-15',
    token: mockTokens.member,
  },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The security centre's login history alone: the rest of the page is Portal/Member security centre's.
    visual: { fit: 'page', selector: '[data-section="loginHistory"]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Login attempts in this period';

/** The login history section once the page has drawn it. */
async function loginHistory(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const section = await canvas.findByRole('region', { name: 'Login history' });
  return { canvas, section: within(section) };
}

/**
 * The attempts shown once at least `atLeast` have arrived: the table's rows (its header row left
 * out) in a wide container, the cards in a narrow one (the member centre's panel at both widths).
 */
async function rows(section: ReturnType<typeof within>, atLeast = 1): Promise<HTMLElement[]> {
  await section.findByRole('region', { name: CAPTION });
  // The region is looked up on every try: the loading view's region is replaced by the loaded one.
  const shown = () => {
    const records = within(section.getByRole('region', { name: CAPTION }));
    return records.queryByRole('table')
      ? records.getAllByRole('row').slice(1)
      : records.queryAllByRole('listitem');
  };
  await waitFor(() => expect(shown().length).toBeGreaterThanOrEqual(atLeast));
  return shown();
}

/**
 * Each attempt with its time, result, IP, device and how it was made, newest first: a table in a
 * wide container, cards in a narrow one. The member's own logins from home and their phone, a
 * trip's second verification, and a stranger's script guessing until the account locked.
 */
export const LoginHistory: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await loginHistory(canvasElement);
    const shown = await rows(section, 8);
    await expect(shown).toHaveLength(8);
    // The time as every record shows it (yyyy-MM-dd HH:mm:ss, in the browser's zone), then the rest.
    await expect(shown[0]).toHaveTextContent(/2025-01-1\d \d\d:\d\d:\d\d/);
    await expect(shown[0]).toHaveTextContent(/Logged in.*112\.198\.64\.10.*Chrome on Windows.*Password/);
    await expect(shown[1]).toHaveTextContent('Failed: wrong password');
    await expect(shown[2]).toHaveTextContent('SMS code');
    await expect(shown[3]).toHaveTextContent(
      /Failed: account locked after too many tries.*185\.220\.101\.4.*python-requests/,
    );
    await expect(shown[7]).toHaveTextContent(
      /Failed: new location, verification asked.*175\.176\.30\.2.*Safari on iOS/,
    );
    await expect(
      section.getByText('Every attempt to log in to your account in the last 90 days.', { exact: false }),
    ).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Result' })).toHaveTextContent('All');
    await expect(section.getByLabelText('Start date')).toHaveValue('2025-01-12');
  },
};

/** "Failed" in the result filter: only the tries that did not get in, and the choice is kept. */
export const LoginHistoryFailures: Story = {
  // The same picture as LoginHistory with fewer rows: what this story checks is the filter.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { section } = await loginHistory(canvasElement);
    await rows(section, 8);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(section.getByRole('combobox', { name: 'Result' }));
    await userEvent.click(await body.findByRole('option', { name: 'Failed' }));
    await waitFor(async () => expect(await rows(section)).toHaveLength(5));
    for (const row of await rows(section)) await expect(row).toHaveTextContent('Failed: ');
    await expect(section.getByRole('combobox', { name: 'Result' })).toHaveTextContent('Failed');
  },
};

/** A month holds more than a page: 20 a page, and the second has the rest. */
export const LoginHistoryPages: Story = {
  // Paging looks as in every records view (Portal/Member records shoots it): what this checks is the data.
  tags: ['no-visual'],
  args: { path: '/member?page=securityCenter&startDate=2024-12-16&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    const { section } = await loginHistory(canvasElement);
    await expect(await rows(section, 20)).toHaveLength(20);
    const pages = () => within(section.getByRole('navigation', { name: 'Pages' }));
    await userEvent.click(pages().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pages().getByRole('button', { current: 'page' })).toHaveTextContent('2'));
    await waitFor(async () => expect(await rows(section)).toHaveLength(14));
  },
};

/** While the attempts are on their way: the table's rows as placeholders, the filters usable. */
export const LoginHistoryLoading: Story = {
  // The records view's placeholder rows, the same on every records page.
  tags: ['no-visual'],
  parameters: { msw: mocks(...everythingLoading(contract.member.loginHistory)) },
  play: async ({ canvasElement }) => {
    const { section } = await loginHistory(canvasElement);
    const records = await section.findByRole('region', { name: CAPTION });
    // The cards' list, or the table inside its scroller, says it is busy.
    const busy = records.matches('[aria-busy="true"]') || records.querySelector('[aria-busy="true"]');
    await expect(busy).toBeTruthy();
    await expect(within(records).queryByText(/^(Logged in|Failed: .+)$/)).toBeNull();
    await expect(section.getByRole('combobox', { name: 'Result' })).toBeEnabled();
  },
};

/** A period without a single attempt: the empty state in place of the table, the filters kept. */
export const LoginHistoryEmpty: Story = {
  // The section's own words; the records view at phone width is shot by Portal/Member records.
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.member.loginHistory, {
        value: { content: [], pageNo: 1, pageSize: 20, totalElements: 0, totalPages: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { section } = await loginHistory(canvasElement);
    await expect(
      await section.findByRole('heading', { name: 'No login attempts in this period' }),
    ).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Result' })).toBeVisible();
    await expect(section.queryByRole('region', { name: CAPTION })).toBeNull();
  },
};

/** The call fails: the error in place with a retry, the filters and the rest of the page still there. */
export const LoginHistoryError: Story = {
  tags: ['visual-one-width'],
  parameters: { msw: mocks(answer(contract.member.loginHistory, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const { canvas, section } = await loginHistory(canvasElement);
    await expect(await section.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Result' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Withdraw password' })).toBeVisible();
  },
};
