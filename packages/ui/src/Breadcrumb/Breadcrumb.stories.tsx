import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbProps } from './Breadcrumb';

type StoryArgs = Omit<BreadcrumbProps, 'items'> & { onNavigate: (href: string) => void };

/** Labels come from i18n; links call onNavigate instead of leaving the story. */
function MemberTrail({ onNavigate, depth, ...rest }: StoryArgs & { depth: 2 | 3 }) {
  const { t } = useTranslation('nav');
  const link = (href: string) => ({
    href,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onNavigate(href);
    },
  });
  const items = [
    { label: t('routes.home'), ...link('/') },
    { label: t('memberMenu.title'), ...link('/member') },
    { label: t('memberMenu.bettingRecord') },
  ];
  return (
    <Breadcrumb {...rest} items={depth === 3 ? items : [items[0]!, { label: t('routes.promotions') }]} />
  );
}

const meta = {
  title: 'Components/Navigation/Breadcrumb',
  component: Breadcrumb as unknown as ComponentType<StoryArgs>,
  // Default carries the brand's look in every brand; TwoLevels, the same trail shorter, is shot in the
  // default brand only.
  tags: ['visual-one-width'],
  args: { onNavigate: fn() },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <MemberTrail {...args} depth={3} />,
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Betting record')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/member');
  },
};

/** Two levels: one link and the current page. */
export const TwoLevels: Story = {
  tags: ['visual-one-brand'],
  render: (args) => <MemberTrail {...args} depth={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Promotions')).toHaveAttribute('aria-current', 'page');
  },
};
