import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog';

/** The description stands in for the server's text, taken from the errors catalogue per story. */
type AlertDialogStoryArgs = Omit<AlertDialogProps, 'description' | 'trigger' | 'children'>;

const meta = {
  title: 'Components/Overlays/AlertDialog',
  // Docs show the component's props; texts are filled from i18n by each story.
  component: AlertDialog as ComponentType<AlertDialogStoryArgs>,
  args: { tone: 'warning', onAction: fn(), onOpenChange: fn() },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  // Every tone is shot in every brand (the brand's look); Warning repeats Default's warning tone with
  // other words, so it is shot in the default brand only.
  tags: ['visual-one-width'],
  // Shoot the dialog itself, not the page behind it.
  parameters: { visual: { selector: '[role="alertdialog"]' } },
} satisfies Meta<AlertDialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type ServerError = 'QUOTA_EXCEEDED' | 'UNKNOWN' | 'SYSTEM_MAINTENANCE' | 'VERIFICATION_REQUIRED';

function ServerMessage({ error, ...props }: AlertDialogStoryArgs & { error: ServerError }) {
  const { t } = useTranslation('errors');
  return <AlertDialog {...props} description={t(error)} />;
}

const okButton = () => screen.getByRole('button', { name: 'OK' });

/** SPEC §8: an SMS request failure shows a warning with the server message and OK. */
export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation(['auth', 'errors']);
    return (
      <AlertDialog
        {...args}
        description={t('errors:TOO_MANY_REQUESTS', { minutes: 5 })}
        trigger={<Button variant="outline">{t('auth:sms.sendCode')}</Button>}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/warning|babala/i);
    await expect(dialog).toHaveAccessibleDescription(/.+/);
    await waitFor(() => expect(okButton()).toHaveFocus());
    // One button only: Tab stays on it.
    await userEvent.tab();
    await expect(okButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again so the screenshot shows the warning.
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toBeVisible();
  },
};

export const Warning: Story = {
  tags: ['visual-one-brand'],
  args: { defaultOpen: true, tone: 'warning' },
  render: (args) => <ServerMessage {...args} error="QUOTA_EXCEEDED" />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/warning|babala/i);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(okButton()).toHaveFocus());
  },
};

export const Danger: Story = {
  args: { defaultOpen: true, tone: 'danger' },
  render: (args) => <ServerMessage {...args} error="UNKNOWN" />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/error/i);
    await expect(dialog).toHaveAccessibleDescription(/.+/);
    // Escape dismisses without the action.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
  // The play function closes the dialog; the Warning story shows the look of an open one.
  tags: ['no-visual'],
};

export const Info: Story = {
  args: { defaultOpen: true, tone: 'info' },
  render: (args) => <ServerMessage {...args} error="SYSTEM_MAINTENANCE" />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/notice|paunawa/i);
    await expect(dialog).toHaveAttribute('data-tone', 'info');
  },
};

export const Success: Story = {
  args: { defaultOpen: true, tone: 'success', title: undefined },
  render: (args) => {
    const { t } = useTranslation('common');
    return <AlertDialog {...args} description={t('copySuccess')} />;
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/success|tagumpay/i);
    await expect(okButton()).toBeVisible();
  },
};

/** A custom title and action label, e.g. the trial-account refusal. */
export const CustomAction: Story = {
  args: { defaultOpen: true, tone: 'info' },
  render: (args) => {
    const { t } = useTranslation(['errors', 'auth']);
    return (
      <AlertDialog
        {...args}
        description={t('errors:TRIAL_ACCOUNT_REFUSED')}
        actionLabel={t('auth:register.submit')}
      />
    );
  },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    const [action] = screen.getAllByRole('button');
    await waitFor(() => expect(action).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
  tags: ['no-visual'],
};
