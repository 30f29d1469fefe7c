import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, tooltipSides, type TooltipProps } from './Tooltip';

type TooltipStoryArgs = Omit<TooltipProps, 'content' | 'children'>;

/** The balance refresh button in the header: icon only, so the hint says what it does. */
function RefreshBalance(args: TooltipStoryArgs) {
  const { t } = useTranslation('common');
  return (
    <Tooltip {...args} content={t('balance.refresh')}>
      <Button variant="ghost" icon="refresh" aria-label={t('balance.refresh')} />
    </Tooltip>
  );
}

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: RefreshBalance as ComponentType<TooltipStoryArgs>,
  args: { side: 'top' },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  // Open carries the brand's look; the others are about showing and placement.
  tags: ['visual-one-width', 'visual-one-brand'],
  // Shoot the tooltip itself (the role="tooltip" node is a visually hidden copy).
  parameters: { visual: { selector: '[data-tooltip]' } },
} satisfies Meta<TooltipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows on hover, hides on leaving; shows on keyboard focus, Escape hides it. */
export const Default: Story = {
  render: (args) => <RefreshBalance {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(trigger.getAttribute('aria-label') ?? '');
    await expect(trigger).toHaveAccessibleDescription(trigger.getAttribute('aria-label') ?? '');
    await userEvent.unhover(trigger);
    // The tooltip stays while the pointer travels towards it (WCAG 1.4.13 hoverable); move away.
    fireEvent.pointerMove(document.body, { clientX: 700, clientY: 500 });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Keyboard: focus shows it at once, Escape hides it, focus stays.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Show it again for the screenshot.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

export const Open: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultOpen: true },
  render: (args) => <RefreshBalance {...args} />,
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/.+/);
    await expect(canvas.getByRole('button').getAttribute('data-state')).toMatch(/open/);
  },
};

export const Bottom: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  render: (args) => <RefreshBalance {...args} />,
  play: async () => {
    await screen.findByRole('tooltip');
    await expect(document.querySelector('[data-tooltip]')).toHaveAttribute('data-side', 'bottom');
  },
};
