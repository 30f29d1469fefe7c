import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader, pageHeaderLevels, type PageHeaderProps } from './PageHeader';

type StoryArgs = Omit<PageHeaderProps, 'title' | 'breadcrumb' | 'actions' | 'description'>;

const meta = {
  title: 'Components/Navigation/PageHeader',
  component: PageHeader as unknown as ComponentType<StoryArgs>,
  args: { level: 1 },
  argTypes: { level: { control: 'inline-radio', options: pageHeaderLevels } },
  // WithBreadcrumb (trail, back button, title and action) carries the brand's look.
  tags: ['visual-one-brand'],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title only. */
export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('nav');
    return <PageHeader {...args} title={t('routes.promotions')} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A back button before the title; Enter or Space goes back. */
export const WithBackButton: Story = {
  args: { onBack: fn() },
  render: (args) => {
    const { t } = useTranslation('nav');
    return <PageHeader {...args} title={t('memberMenu.transferFund')} />;
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: 'Go back' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

/** Breadcrumb trail, back button and an action. */
export const WithBreadcrumb: Story = {
  tags: ['!visual-one-brand'],
  args: { onBack: fn() },
  // Full width, so the action sits at the end of the row as on a page.
  parameters: { visual: { fit: 'block' } },
  render: (args) => {
    const { t } = useTranslation(['nav', 'common']);
    return (
      <PageHeader
        {...args}
        title={t('nav:memberMenu.bettingRecord')}
        breadcrumb={[
          { label: t('nav:routes.home'), href: '#home' },
          { label: t('nav:memberMenu.title'), href: '#member' },
          { label: t('nav:memberMenu.bettingRecord') },
        ]}
        actions={
          <Button variant="outline" size="sm" iconStart="refresh">
            {t('common:actions.refresh')}
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getAllByText('Betting record')[0]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  },
};

/** A panel heading inside a page (level 2). */
export const SectionLevel: Story = {
  args: { level: 2 },
  render: (args) => {
    const { t } = useTranslation('nav');
    return <PageHeader {...args} title={t('agentMenu.teamOverview')} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
  },
};
