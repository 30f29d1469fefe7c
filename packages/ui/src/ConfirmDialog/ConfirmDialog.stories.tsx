import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

/** Title, description and labels come from i18n inside each story, so they are not controls. */
type ConfirmDialogStoryArgs = Omit<ConfirmDialogProps, 'title' | 'description' | 'trigger' | 'children'>;

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  // Docs show the component's props; texts are filled from i18n by each story.
  component: ConfirmDialog as ComponentType<ConfirmDialogStoryArgs>,
  args: { tone: 'neutral', onConfirm: fn(), onOpenChange: fn(), loading: false },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  // Danger and Loading show the open dialog in every brand; Default and Confirming end with it closed
  // (only the trigger is left), so they are shot in the default brand only.
  tags: ['visual-one-width'],
  // Shoot the dialog itself, not the page behind it.
  parameters: { visual: { selector: '[role="alertdialog"]' } },
} satisfies Meta<ConfirmDialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8: the logout confirmation (prompt title, sure-to-logout text, cancel and confirm). */
function LogoutConfirmation(props: ConfirmDialogStoryArgs) {
  const { t } = useTranslation('auth');
  return (
    <ConfirmDialog
      {...props}
      title={t('logout.promptTitle')}
      description={t('logout.message')}
      cancelLabel={t('logout.cancel')}
      confirmLabel={t('logout.confirm')}
      trigger={
        <Button variant="outline" iconStart="logout">
          {t('logout.label')}
        </Button>
      }
    />
  );
}

const openedDialog = async () => {
  const dialog = await screen.findByRole('alertdialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
};

/** Opens from its trigger by keyboard; Cancel takes focus; Escape closes and returns focus. */
export const Default: Story = {
  tags: ['visual-one-brand'],
  render: (args) => <LogoutConfirmation {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /log ?out|mag-logout/i });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await openedDialog();
    await expect(dialog).toHaveAccessibleName(/.+/);
    await expect(dialog).toHaveAccessibleDescription(/.+/);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = screen.getByRole('button', { name: /cancel|kanselahin/i });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Open again so the screenshot shows the question.
    await userEvent.keyboard('{Enter}');
    dialog = await openedDialog();
    await expect(dialog).toBeVisible();
  },
};

/** Confirming calls onConfirm and closes the dialog. */
export const Confirming: Story = {
  tags: ['visual-one-brand'],
  args: { defaultOpen: true },
  render: (args) => <LogoutConfirmation {...args} />,
  play: async ({ args }) => {
    await openedDialog();
    const buttons = screen.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: /log ?out|mag-logout/i }).at(-1)!);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Reopen for the screenshot.
    await userEvent.click(screen.getByRole('button', { name: /log ?out|mag-logout/i }));
    await openedDialog();
  },
};

/** A destructive action uses the danger button. */
export const Danger: Story = {
  args: { defaultOpen: true, tone: 'danger' },
  render: (args) => <LogoutConfirmation {...args} />,
  play: async () => {
    const dialog = await openedDialog();
    await expect(dialog).toHaveTextContent(/log ?out|mag-logout/i);
    await expect(screen.getByRole('button', { name: /cancel|kanselahin/i })).toBeVisible();
  },
};

/** While the action runs the confirm button is busy and the dialog cannot be dismissed. */
export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  render: (args) => <LogoutConfirmation {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    const [cancel, confirm] = screen.getAllByRole('button');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm!);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};
