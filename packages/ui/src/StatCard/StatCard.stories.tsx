import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect } from 'storybook/test';
import { Amount } from '../Amount';
import { Box } from '../Box';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/Account/StatCard',
  component: StatCard,
  args: { label: 'Active members', value: '128' },
  // WithIconAndHint carries the brand's look; the plain and money values are content.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Active members');
    await expect(canvas.getByRole('definition')).toHaveTextContent('128');
  },
};

export const WithIconAndHint: Story = {
  tags: ['!visual-one-brand'],
  args: { icon: 'user', hint: '+12 this week', hintTone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('+12 this week');
  },
};

/** A money figure: the value is an <Amount />, its sign written out. */
export const MoneyValue: Story = {
  render: (args) => {
    const { t } = useTranslation('wallet');
    return (
      <Box display="grid" gridTemplateColumns="2" gap="md">
        <StatCard
          {...args}
          icon="wallet"
          label={t('balance.total')}
          value={<Amount minor={2345678} currency="PHP" size="lg" />}
        />
        <StatCard
          {...args}
          icon="receipt"
          label={t('records.amount')}
          value={<Amount minor={-45000} currency="PHP" tone="auto" size="lg" />}
        />
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByText(/-.*450\.00/)).toBeVisible();
  },
};
