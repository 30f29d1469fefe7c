import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member VIP',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=vip', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The level table (cards in the member centre's width), once the VIP read has arrived. */
async function levelTable(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const region = await canvas.findByRole('region', { name: 'VIP levels' });
  const page = within(canvasElement.querySelector('[data-member-page]') as HTMLElement);
  return { canvas, page, table: within(region) };
}

/** The table's level rows: cards in a narrow container, table rows (under the header) in a wide one. */
function levelRows(table: ReturnType<typeof within>): HTMLElement[] {
  const cards = table.queryAllByRole('listitem');
  return cards.length > 0 ? cards : table.getAllByRole('row').slice(1);
}

/** The row of level `level`. */
function rowOf(table: ReturnType<typeof within>, level: number) {
  const row = levelRows(table).find((candidate) =>
    new RegExp(`Level ${level}(?!\\d)`, 'u').test(candidate.textContent ?? ''),
  );
  if (!row) throw new Error(`no row for level ${level}`);
  return row;
}

/** The mock table: the server's default levels, their valid bet and their bonus. */
const mockLevels = [
  { level: 1, minTurnover: 0, bonus: 0 },
  { level: 2, minTurnover: 1_000_000, bonus: 1_800 },
  { level: 3, minTurnover: 10_000_000, bonus: 8_800 },
  { level: 4, minTurnover: 50_000_000, bonus: 38_800 },
  { level: 5, minTurnover: 200_000_000, bonus: 188_800 },
] as const;

/** The mock table with the levels up to `claimedUpTo` claimed. */
const levelsClaimedUpTo = (claimedUpTo: number) =>
  mockLevels.map((level) => ({ ...level, claimed: level.bonus > 0 && level.level <= claimedUpTo }));

/**
 * A member half-way up the table (mock: level 2 of 5 with 40,000.00 of valid bet): their level, the
 * bar to level 3 and what is left, and every level with the valid bet it takes and the bonus it
 * gives, level 2's waiting to be claimed.
 */
export const MidWay: Story = {
  play: async ({ canvasElement }) => {
    const { page, table } = await levelTable(canvasElement);
    await expect(page.getByText('VIP 2 · Level 2')).toBeVisible();
    await expect(page.getByText('Valid bet so far').nextElementSibling).toHaveTextContent('₱40,000.00');
    await expect(page.getByRole('progressbar', { name: 'Progress to Level 3' })).toHaveAttribute(
      'aria-valuetext',
      '₱40,000.00 of ₱100,000.00',
    );
    await expect(page.getByText('₱60,000.00 more valid bet to reach Level 3.')).toBeVisible();
    // The five levels, lowest first, each with what it takes, what it gives and where the member stands.
    await expect(levelRows(table)).toHaveLength(5);
    await expect(levelRows(table)[0]).toHaveTextContent(/Level 1/u);
    await expect(rowOf(table, 1)).toHaveTextContent(/₱0\.00.*No bonus.*Reached/u);
    await expect(rowOf(table, 2)).toHaveTextContent(/₱10,000\.00.*₱18\.00.*Your level/u);
    await expect(rowOf(table, 3)).toHaveTextContent(/₱100,000\.00.*₱88\.00.*Next/u);
    await expect(rowOf(table, 5)).toHaveTextContent(/₱2,000,000\.00.*₱1,888\.00.*Locked/u);
    // Only the level reached and not claimed has a claim.
    await expect(table.getAllByRole('button', { name: /^Claim/u })).toHaveLength(1);
    await expect(within(rowOf(table, 2)).getByRole('button', { name: 'Claim Level 2 bonus' })).toBeVisible();
  },
};

/** Claiming level 2's bonus credits it: the button says so, then the level says Claimed and the header balance rises. */
export const ClaimLevelBonus: Story = {
  // Ends as AllClaimed shows it.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, table } = await levelTable(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,000.00'),
    );
    await userEvent.click(within(rowOf(table, 2)).getByRole('button', { name: 'Claim Level 2 bonus' }));
    await waitFor(() => expect(within(rowOf(table, 2)).getByText('Claimed')).toBeVisible());
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,018.00'),
    );
    await expect(table.queryAllByRole('button', { name: /^Claim/u })).toHaveLength(0);
  },
};

/** Every bonus the member's level has reached is claimed: each says so, the others show what they will give. */
export const AllClaimed: Story = {
  // Only level 2's bonus differs from MidWay, and it does not depend on the width.
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.member.vip, {
        value: {
          hasVip: true,
          vipLabelName: 'VIP 2',
          vipRankLevel: 2,
          turnover: 4_000_000,
          levels: levelsClaimedUpTo(2),
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { table } = await levelTable(canvasElement);
    await expect(rowOf(table, 2)).toHaveTextContent(/₱18\.00.*Claimed/u);
    await expect(rowOf(table, 3)).toHaveTextContent(/₱88\.00.*Next/u);
    await expect(rowOf(table, 3)).not.toHaveTextContent('Claimed');
    await expect(table.queryAllByRole('button', { name: /^Claim/u })).toHaveLength(0);
  },
};

/** At the top of the table there is no next level: the page says so instead of a bar; the top level's bonus waits. */
export const TopLevel: Story = {
  // Only the notice and the bonuses differ from MidWay, and they do not depend on the width.
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.member.vip, {
        value: {
          hasVip: true,
          vipLabelName: 'VIP 2',
          vipRankLevel: 5,
          turnover: 250_000_000,
          levels: levelsClaimedUpTo(4),
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { page, table } = await levelTable(canvasElement);
    await expect(page.getByText('You are at the highest VIP level.')).toBeVisible();
    await expect(page.queryByRole('progressbar')).toBeNull();
    await expect(page.getByText('Valid bet so far').nextElementSibling).toHaveTextContent('₱2,500,000.00');
    await expect(rowOf(table, 5)).toHaveTextContent('Your level');
    await expect(rowOf(table, 4)).toHaveTextContent(/₱388\.00.*Claimed.*Reached/u);
    await expect(within(rowOf(table, 5)).getByRole('button', { name: 'Claim Level 5 bonus' })).toBeVisible();
  },
};

/** A white label without VIP: the page says so, with no table and nothing to claim. */
export const NoVip: Story = {
  // The kit's empty state, the same at every width.
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.member.vip, {
        value: {
          hasVip: false,
          vipLabelName: null,
          vipRankLevel: 0,
          turnover: 0,
          levels: levelsClaimedUpTo(0),
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This site has no VIP programme' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'VIP levels' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Claim Level \d+ bonus$/u })).toBeNull();
  },
};

/** The VIP line of the account menu opens this page. */
export const FromAccountMenu: Story = {
  // Ends on MidWay's page.
  tags: ['no-visual'],
  args: { path: '/member?page=securityCenter' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'VIP 2 · Level 2' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'VIP levels' })).toBeVisible());
  },
};

/** The VIP read fails: the kit's error with a retry, no table. */
export const LoadFailed: Story = {
  // The kit's error state, as on every page.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.member.vip, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/ })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'VIP levels' })).toBeNull();
  },
};

/** While the VIP read is on its way, a placeholder holds the page's place. */
export const Loading: Story = {
  // A skeleton block; nothing of the page's own to shoot.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.member.vip, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'VIP bonus' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'VIP levels' })).toBeNull();
  },
};
