import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ScrollToTop, scrollToTopPositions } from './ScrollToTop';

const meta = {
  title: 'Components/Navigation/ScrollToTop',
  component: ScrollToTop,
  tags: ['visual-one-width'],
  args: { visible: true, position: 'static', onScrollTop: fn() },
  argTypes: { position: { control: 'inline-radio', options: scrollToTopPositions } },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown (forced with `visible`): Tab reaches it; Enter and Space scroll to the top. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onScrollTop).toHaveBeenCalledTimes(2);
  },
};

/** Hidden (forced): nothing is rendered, so nothing invisible takes focus. */
export const Hidden: Story = {
  // Renders nothing at all: there is no picture to compare.
  tags: ['no-visual'],
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
};

/** Follows the page: appears past the threshold and goes once the page is back at the top. */
export const FollowsScroll: Story = {
  // Scrolls the preview window itself; the shot would depend on scroll timing.
  tags: ['no-visual'],
  args: { visible: undefined, position: 'fixed', threshold: 200 },
  render: (args) => (
    <div style={{ blockSize: '300vh' }}>
      <ScrollToTop {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: 600, behavior: 'auto' });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await expect(args.onScrollTop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};
