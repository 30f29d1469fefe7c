import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/Status/EmptyState',
  component: EmptyState,
  argTypes: { icon: { control: 'select', options: iconNames } },
  // WithAction (icon, words and button) carries the brand's look; the others change the words.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/.+/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onDeposit = fn();

function DepositAction() {
  const { t } = useTranslation('wallet');
  return (
    <Button iconStart="plus" onClick={onDeposit}>
      {t('actions.deposit')}
    </Button>
  );
}

export const WithAction: Story = {
  tags: ['!visual-one-brand'],
  args: {
    icon: 'wallet',
    title: 'No deposits yet',
    description: 'Deposits you make will be listed here with their status.',
    action: <DepositAction />,
  },
  play: async ({ canvas }) => {
    onDeposit.mockClear();
    await expect(canvas.getByRole('heading', { name: 'No deposits yet' })).toBeVisible();
    await expect(canvas.getByText(/will be listed here/)).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDeposit).toHaveBeenCalledTimes(1);
  },
};

function NoResults() {
  const { t } = useTranslation('common');
  return <EmptyState icon="search" title={t('status.noResults')} headingLevel={2} />;
}

export const SearchWithoutResults: Story = {
  render: () => <NoResults />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/no results|walang nahanap/i);
  },
};
