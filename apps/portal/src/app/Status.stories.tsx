import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { siteStatusAnswer } from '@portal/api-contract/mocks';
import { mocks, portalStoryMeta, type PortalStoryArgs } from '../storybook/PortalStory';

const meta = {
  title: 'Portal/Status',
  // A page's layout is the same in every brand: shot in the default brand, except each file's
  // one smoke story (tagged `!visual-one-brand`), which every brand shows.
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/' },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under maintenance: the maintenance page with the customer-service link instead of the app. */
export const Maintenance: Story = {
  tags: ['!visual-one-brand'],
  parameters: { msw: mocks(siteStatusAnswer({ maintenance: true, ip: '203.0.113.7' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
        'href',
        'https://chat.example.com/portal',
      ),
    );
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** Region blocked: the region-blocked page with the visitor's IP. */
export const RegionBlocked: Story = {
  parameters: { msw: mocks(siteStatusAnswer({ regionRestriction: true, ip: '198.51.100.23' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Service unavailable in your region' }),
    ).toBeVisible();
    await expect(canvas.getByText(/198\.51\.100\.23/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: /Contact customer service/ })).toBeVisible());
  },
};
