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
} from '../../storybook/PortalStory';

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
  const region = await canvas.findByRole('region', { name: 'VIP levels' }, { timeout: 10_000 });
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

/**
 * A member half-way up the table (mock: level 2 of 5 with 40,000.00 of valid bet): their level, the
 * bar to level 3 and what is left, and every level with the valid bet it takes.
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
    // The five levels, lowest first, each with what it takes and where the member stands.
    await expect(levelRows(table)).toHaveLength(5);
    await expect(levelRows(table)[0]).toHaveTextContent(/Level 1/u);
    await expect(rowOf(table, 1)).toHaveTextContent(/₱0\.00.*Reached/u);
    await expect(rowOf(table, 2)).toHaveTextContent(/₱10,000\.00.*Your level/u);
    await expect(rowOf(table, 3)).toHaveTextContent(/₱100,000\.00.*Next/u);
    await expect(rowOf(table, 5)).toHaveTextContent(/₱2,000,000\.00.*Locked/u);
  },
};

/** At the top of the table there is no next level: the page says so instead of a bar. */
export const TopLevel: Story = {
  // Only the notice differs from MidWay, and it does not depend on the width.
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.member.vip, {
        value: {
          hasVip: true,
          vipLabelName: 'VIP 2',
          vipRankLevel: 5,
          turnover: 250_000_000,
          levels: [
            { level: 1, minTurnover: 0 },
            { level: 2, minTurnover: 1_000_000 },
            { level: 3, minTurnover: 10_000_000 },
            { level: 4, minTurnover: 50_000_000 },
            { level: 5, minTurnover: 200_000_000 },
          ],
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
    await expect(rowOf(table, 4)).toHaveTextContent('Reached');
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
    await userEvent.click(
      await within(menu).findByRole('menuitem', { name: 'VIP 2 · Level 2' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(canvas.getByRole('region', { name: 'VIP levels' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** The VIP read fails: the kit's error with a retry, no table. */
export const LoadFailed: Story = {
  // The kit's error state, as on every page.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.member.vip, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/ }, { timeout: 10_000 })).toBeVisible();
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
    await expect(
      await canvas.findByRole('heading', { name: 'VIP bonus' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'VIP levels' })).toBeNull();
  },
};
