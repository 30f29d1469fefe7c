import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusScreen, statusScreenVariants } from './StatusScreen';

const meta = {
  title: 'Components/Status/StatusScreen',
  component: StatusScreen,
  args: { variant: 'maintenance', onContactSupport: fn() },
  argTypes: { variant: { control: 'inline-radio', options: statusScreenVariants } },
  // Default carries the brand's look; the region block and support link change the words.
  tags: ['visual-one-brand'],
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('main', { name: /.+/ })).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: /customer service/i });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

export const RegionBlocked: Story = {
  args: { variant: 'regionBlocked', ip: '203.0.113.7' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/203\.0\.113\.7/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /customer service/i })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

export const SupportLink: Story = {
  args: { variant: 'regionBlocked', ip: '198.51.100.24', supportHref: '#customer-service' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /customer service/i });
    await expect(link).toHaveAttribute('href', '#customer-service');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
