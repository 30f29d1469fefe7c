import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import type { CategoryCode } from '../CategoryIcon';
import { SideMenu, type SideMenuRootProps } from './SideMenu';

type StoryArgs = Omit<SideMenuRootProps, 'children'>;

const categories: { code: CategoryCode; count: number }[] = [
  { code: 'HOME', count: 0 },
  { code: 'BGS', count: 8 },
  { code: 'LIVE', count: 42 },
  { code: 'RNG', count: 120 },
  { code: 'SPORTS', count: 3 },
  { code: 'PROMO', count: 0 },
];

/** The game category list with one active category; counts are games per category. */
function CategoryMenu(args: StoryArgs & { onSelectCategory?: (code: CategoryCode) => void }) {
  const { t } = useTranslation(['nav']);
  const { onSelectCategory, ...rootProps } = args;
  const [active, setActive] = useState<CategoryCode>('HOME');
  return (
    <SideMenu.Root {...rootProps}>
      <SideMenu.Section title={t('sideMenu.games')}>
        {categories.map(({ code, count }) => (
          <SideMenu.Item
            key={code}
            category={code}
            count={count}
            countLabel={t('sideMenu.gameCount', { count })}
            active={active === code}
            onClick={() => {
              setActive(code);
              onSelectCategory?.(code);
            }}
          >
            {t(GAME_CATEGORY_KEYS[code])}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu.Root>
  );
}

const meta = {
  title: 'Components/Navigation/SideMenu',
  // Items are children, built from i18n by each story, so they are not controls.
  component: SideMenu.Root as ComponentType<StoryArgs>,
  // Default and MemberMenu (icons and badges) carry the brand's look; keyboard, collapse and service
  // links reuse it.
  tags: ['visual-one-width', 'visual-one-brand'],
  args: { defaultOpen: true, onOpenChange: fn() },
  render: (args) => <CategoryMenu {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open by default; Home is the active category; counts show as badges (none at 0). */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Slots 120 games' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Keyboard: Tab reaches the items; Enter selects and moves aria-current. */
export const KeyboardSelection: Story = {
  render: (args) => <CategoryMenu {...args} onSelectCategory={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const inHouse = canvas.getByRole('button', { name: 'In-house 8 games' });
    await expect(inHouse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(inHouse).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Collapsed: only the expand button is left; Enter opens the menu again. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Expand menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAccessibleName('Collapse menu');
    await expect(canvas.getByRole('list', { name: 'Games' })).toBeVisible();
    // Back to the collapsed state the story shows.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Member centre: icon items as links, red badges on missions, messages and rewards. */
export const MemberMenu: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['nav']);
    return (
      <SideMenu.Root {...args} title={t('memberMenu.title')} aria-label={t('memberMenu.title')}>
        <SideMenu.Section>
          <SideMenu.Item icon="user" href="#securityCenter" active>
            {t('memberMenu.securityCenter')}
          </SideMenu.Item>
          <SideMenu.Item icon="wallet" href="#transferFund">
            {t('memberMenu.transferFund')}
          </SideMenu.Item>
          <SideMenu.Item icon="star" href="#missionLeaderboard" count={2}>
            {t('memberMenu.missionLeaderboard')}
          </SideMenu.Item>
          <SideMenu.Item icon="info" href="#messageV2" count={5}>
            {t('memberMenu.messages')}
          </SideMenu.Item>
          <SideMenu.Item icon="gift" href="#rewardCenter" count={0}>
            {t('memberMenu.rewardCenter')}
          </SideMenu.Item>
        </SideMenu.Section>
      </SideMenu.Root>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Member centre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Platform information 5 unread' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reward centre' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

/** The portal's full menu: categories, then rewards, invitations and customer service (new window). */
export const WithServiceLinks: Story = {
  render: (args) => {
    const { t } = useTranslation(['nav']);
    return (
      <SideMenu.Root {...args}>
        <SideMenu.Section title={t('sideMenu.games')}>
          {(['HOME', 'LIVE', 'RNG'] as const).map((code) => (
            <SideMenu.Item key={code} category={code} href={`#${code.toLowerCase()}`} active={code === 'RNG'}>
              {t(GAME_CATEGORY_KEYS[code])}
            </SideMenu.Item>
          ))}
        </SideMenu.Section>
        <SideMenu.Section>
          <SideMenu.Item icon="gift" href="#rewardCenter" count={3}>
            {t('sideMenu.rewardCenter')}
          </SideMenu.Item>
          <SideMenu.Item icon="heart" href="#referral">
            {t('sideMenu.inviteFriends')}
          </SideMenu.Item>
          <SideMenu.Item icon="headset" href="https://example.com/cs" external>
            {t('sideMenu.customerService')}
          </SideMenu.Item>
        </SideMenu.Section>
      </SideMenu.Root>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Reward centre 3 unread' })).toBeVisible();
    const service = canvas.getByRole('link', { name: 'Customer service (Opens in a new window)' });
    await expect(service).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};
