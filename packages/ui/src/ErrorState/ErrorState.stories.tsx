import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState, errorStateVariants } from './ErrorState';

const meta = {
  title: 'Components/Status/ErrorState',
  component: ErrorState,
  args: { variant: 'network', onRetry: fn() },
  argTypes: { variant: { control: 'select', options: errorStateVariants } },
  // Default carries the brand's look; the other stories change the words and the action.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/.+/);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Timeout: Story = {
  args: { variant: 'timeout' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failed script chunk: the action reloads the page. */
export const ChunkLoadFailure: Story = {
  args: { variant: 'chunkLoad' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CssChunkLoadFailure: Story = {
  args: { variant: 'cssChunkLoad' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

export const Generic: Story = {
  args: { variant: 'generic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Without a retry handler there is nothing to press. */
export const WithoutRetry: Story = {
  args: { variant: 'generic', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
