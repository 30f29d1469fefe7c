import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Amount, amountSizes, amountTones } from './Amount';

const meta = {
  title: 'Components/Account/Amount',
  component: Amount,
  args: { minor: 123456, currency: 'PHP', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: amountTones },
    size: { control: 'inline-radio', options: amountSizes },
  },
  // Tones shows the brand's number font and the signed tones in every brand; the other stories are
  // about formatting and sizing.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1,234\.56/)).toBeInTheDocument();
  },
};

/** Positive and negative amounts carry a "+" or "-" sign as text, not colour alone. */
export const Tones: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      <Amount {...args} minor={25000} tone="auto" />
      <Amount {...args} minor={-25000} tone="auto" />
      <Amount {...args} minor={0} tone="auto" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\+.*250\.00$/)).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText(/^-.*250\.00$/)).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText(/^[^+-]*\b0\.00$/)).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="baseline">
      {amountSizes.map((size) => (
        <Amount key={size} {...args} size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/1,234\.56/)).toHaveLength(amountSizes.length);
  },
};

export const LargeAmount: Story = {
  args: { minor: 2_100_000_000_99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2,100,000,000\.99/)).toBeInTheDocument();
  },
};

/** Currencies without minor units (JPY) show no decimals. */
export const ZeroDecimalCurrency: Story = {
  args: { minor: 150000, currency: 'JPY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/150,000$/)).toBeInTheDocument();
  },
};
