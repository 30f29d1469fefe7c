import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, popoverSides, type PopoverContentProps } from './Popover';

interface PopoverStoryArgs extends Omit<PopoverContentProps, 'title' | 'children'> {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** SPEC §9: real-time salary settles every 5 minutes — explained next to its label. */
function SalaryInfo({ defaultOpen, onOpenChange, ...contentProps }: PopoverStoryArgs) {
  const { t } = useTranslation(['agent', 'overlays']);
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" icon="info" aria-label={t('overlays:popover.moreInfo')} />
      </Popover.Trigger>
      <Popover.Content {...contentProps} title={t('agent:contracts.types.realtimeSalary')}>
        {t('agent:contracts.realtimeSettlementNote', { minutes: 5 })}
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Components/Overlays/Popover',
  component: SalaryInfo as ComponentType<PopoverStoryArgs>,
  args: { side: 'bottom', showCloseButton: true, onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: popoverSides } },
  // Open carries the brand's look; the others are about focus and the close button.
  tags: ['visual-one-width', 'visual-one-brand'],
  // Shoot the popover itself.
  parameters: { visual: { selector: '[role="dialog"]' } },
} satisfies Meta<PopoverStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const closeButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: /close|isara/i });

/** Enter on the trigger opens it with focus inside; Escape closes it and focus returns. */
export const Default: Story = {
  render: (args) => <SalaryInfo {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /more information|higit pang impormasyon/i });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog');
    await expect(popover).toHaveAccessibleName(/real-time salary|salary/i);
    await expect(popover).toHaveTextContent(/5/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(closeButton()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Open again so the screenshot shows the popover.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
  },
};

/** The close button closes it and returns focus to the trigger. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => <SalaryInfo {...args} />,
  play: async ({ canvas }) => {
    const popover = await screen.findByRole('dialog');
    await expect(popover).toBeVisible();
    await expect(closeButton()).toBeVisible();
    await userEvent.click(closeButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
  // The play function closes the popover; the Open story shows the look.
  tags: ['no-visual'],
};

export const Open: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultOpen: true, side: 'right' },
  render: (args) => <SalaryInfo {...args} />,
  play: async () => {
    const popover = await screen.findByRole('dialog');
    await expect(popover).toHaveAccessibleName(/.+/);
    await expect(within(popover).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showCloseButton: false },
  render: (args) => <SalaryInfo {...args} />,
  play: async () => {
    const popover = await screen.findByRole('dialog');
    await expect(within(popover).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
  },
};
