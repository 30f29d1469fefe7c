import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, userEvent, within } from 'storybook/test';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import type { CategoryCode } from '../CategoryIcon';
import { Icon } from '../Icon';
import { HeaderBar, headerBarPositions, type HeaderBarProps } from './HeaderBar';

type StoryArgs = Pick<HeaderBarProps, 'position'>;

/** A wordmark standing in for the white label's logo. */
function Logo() {
  return (
    <Box as="a" href="#home" display="inline-flex" alignItems="center" gap="xs" color="primary">
      <Icon name="star" filled />
      <strong>Portal</strong>
    </Box>
  );
}

const navCategories: CategoryCode[] = ['HOME', 'BGS', 'LIVE', 'RNG', 'SPORTS', 'PROMO'];

function Links({ active = 'HOME' }: { active?: CategoryCode }) {
  const { t } = useTranslation(['nav']);
  return (
    <>
      {navCategories.map((code) => (
        <HeaderBar.NavLink
          key={code}
          href={`#${code.toLowerCase()}`}
          category={code}
          active={code === active}
        >
          {t(GAME_CATEGORY_KEYS[code])}
        </HeaderBar.NavLink>
      ))}
    </>
  );
}

const meta = {
  title: 'Components/Navigation/HeaderBar',
  component: HeaderBar as unknown as ComponentType<StoryArgs>,
  // Stories render in place; the portal keeps the default sticky position.
  args: { position: 'static' },
  // A bar spans the page: shoot it at full width.
  parameters: { visual: { fit: 'block' } },
  argTypes: { position: { control: 'inline-radio', options: headerBarPositions } },
  // Logged out and logged in carry the brand's look in every brand; WithoutNavigation only drops the
  // links, shot in the default brand only.
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: logo, category links (Home active), login and register. */
export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation(['nav']);
    return (
      <HeaderBar
        {...args}
        logo={<Logo />}
        actions={
          <>
            <Button variant="outline" size="sm">
              {t('header.login')}
            </Button>
            <Button size="sm">{t('header.register')}</Button>
          </>
        }
      >
        <Links />
      </HeaderBar>
    );
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(banner).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
};

/** Logged in: deposit and withdraw; Live casino is the current section. Tab walks logo, links, actions. */
export const LoggedIn: Story = {
  render: (args) => {
    const { t } = useTranslation(['nav']);
    return (
      <HeaderBar
        {...args}
        logo={<Logo />}
        actions={
          <>
            <Button size="sm" iconStart="wallet">
              {t('header.deposit')}
            </Button>
            <Button variant="outline" size="sm">
              {t('header.withdraw')}
            </Button>
            <Button variant="ghost" size="sm" icon="user" aria-label={t('header.accountMenu')} />
          </>
        }
      >
        <Links active="LIVE" />
      </HeaderBar>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Portal' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

/** Logo and actions only (e.g. the agent landing page). */
export const WithoutNavigation: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['nav']);
    return (
      <HeaderBar
        {...args}
        logo={<Logo />}
        actions={
          <Button variant="outline" size="sm">
            {t('header.login')}
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
