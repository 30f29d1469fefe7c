import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BalanceChip } from './BalanceChip';

const meta = {
  title: 'Components/Account/BalanceChip',
  component: BalanceChip,
  args: { amount: 1234567, currency: 'PHP', currencySymbol: '₱', onRefresh: fn(), onMaskedChange: fn() },
  // Default carries the brand's look; masking, refreshing and the button-less chip reuse it.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /.+/ })).toHaveTextContent('₱12,345.67');
    const refresh = canvas.getByRole('button', { name: /refresh|i-refresh/i });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Masked: Story = {
  args: { defaultMasked: true },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /.+/ });
    await expect(group).toHaveTextContent('****');
    await expect(group).not.toHaveTextContent('12,345.67');
    const toggle = canvas.getAllByRole('button')[0]!;
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(group).toHaveTextContent('12,345.67');
    await expect(args.onMaskedChange).toHaveBeenCalledWith(false);
    // Back to the masked state so the screenshot shows it.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, args }) => {
    const refresh = canvas.getAllByRole('button')[1]!;
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/.+/);
  },
};

export const WithoutRefresh: Story = {
  args: { onRefresh: undefined, amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: /.+/ })).toHaveTextContent('₱0.00');
  },
};
