import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { JackpotCounter } from './JackpotCounter';

const meta = {
  title: 'Components/Lobby/JackpotCounter',
  component: JackpotCounter,
  // A fixed seed and `paused` keep the figure identical in every screenshot.
  args: { seed: 20240601, paused: true },
  // Default carries the brand's look; the currency and pause are content and behaviour.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: screen readers hear only "Current jackpot"; the figure is hidden from them. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/current jackpot|kasalukuyang jackpot/i)).toBeInTheDocument();
    const figure = canvasElement.querySelector('[data-value]')!;
    const value = Number(figure.getAttribute('data-value'));
    await expect(value).toBeGreaterThanOrEqual(20_000_000_00);
    await expect(value).toBeLessThanOrEqual(21_000_000_00);
    await expect(figure.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(figure.lastElementChild?.textContent).toMatch(/\d{2}[,.\s]\d{3}[,.\s]\d{3}[.,]\d{2}$/);
    // Nothing to operate: the counter takes no focus.
    await expect(canvasElement.querySelector('button, a, [tabindex]')).toBeNull();
  },
};

export const WithCurrency: Story = {
  args: { currency: 'PHP' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-value]')?.textContent).toMatch(/₱/);
  },
};

/** Paused holds the figure still. */
export const Paused: Story = {
  args: { seed: 7 },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-value]')!;
    const before = figure.getAttribute('data-value');
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await waitFor(() => expect(figure.getAttribute('data-value')).toBe(before));
  },
};
