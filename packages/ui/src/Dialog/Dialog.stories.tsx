import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, dialogSizes, type DialogContentProps } from './Dialog';

/** Titles and descriptions come from i18n inside each story, so they are not controls. */
type DialogStoryArgs = Omit<DialogContentProps, 'title' | 'description' | 'footer' | 'children'>;

const meta = {
  title: 'Components/Overlays/Dialog',
  // Docs show Dialog.Content's props; title and description are filled from i18n by each story.
  component: Dialog.Content as ComponentType<DialogStoryArgs>,
  args: { size: 'md', showCloseButton: true, draggable: true, closeOnEscape: true },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  // Shoot the dialog itself, not the page behind it.
  parameters: { visual: { selector: '[role="dialog"]', fit: 'page' } },
  // Open carries the brand's look; the others are about focus, dismissal, the close button and sizes.
  tags: ['visual-one-brand'],
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function LogoutConfirmation(props: DialogStoryArgs & { defaultOpen?: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const { defaultOpen = false, ...contentProps } = props;
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" iconStart="logout">
          {t('auth:logout.label')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...contentProps}
        title={t('auth:logout.promptTitle')}
        description={t('auth:logout.message')}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="outline">{t('auth:logout.cancel')}</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button>{t('auth:logout.confirm')}</Button>
            </Dialog.Close>
          </>
        }
      />
    </Dialog.Root>
  );
}

/** Opens from its trigger after 100 ms, traps focus, closes on Escape and returns focus. */
export const Default: Story = {
  render: (args) => <LogoutConfirmation {...args} />,
  parameters: { visual: { selector: '[data-story-root]', fit: 'content' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    // Nothing is shown during the 100 ms opening delay.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/.+/);
    await expect(dialog).toHaveAccessibleDescription(/.+/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => <LogoutConfirmation {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(screen.getAllByRole('button', { name: /close|isara/i }).length).toBeGreaterThan(0);
    await expect(dialog).toBeVisible();
  },
};

/** SPEC §9: a click on the backdrop never closes the dialog; the page behind cannot scroll. */
export const IgnoresOutsideClickAndLocksScroll: Story = {
  render: (args) => <LogoutConfirmation {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]')!;
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    await expect(dialog).toBeInTheDocument();
    await expect(document.body).toHaveAttribute('data-scroll-locked');
  },
};

/** Forced flows (e.g. the first-login password change) hide the close button and ignore Escape. */
export const WithoutCloseButton: Story = {
  args: { showCloseButton: false, closeOnEscape: false },
  render: (args) => {
    const { t } = useTranslation(['auth', 'common']);
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Content
          {...args}
          title={t('auth:changePassword.title')}
          description={t('auth:changePassword.defaultPasswordNotice')}
          footer={<Button fullWidth>{t('auth:changePassword.submit')}</Button>}
        >
          <TextField
            type="password"
            required
            label={t('auth:changePassword.newPassword')}
            autoComplete="new-password"
          />
          <TextField
            type="password"
            required
            label={t('auth:changePassword.confirmNewPassword')}
            autoComplete="new-password"
          />
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: /close|isara/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** The title bar drags the dialog; it stays at least partly on screen. */
export const Draggable: Story = {
  render: (args) => <LogoutConfirmation {...args} defaultOpen />,
  // The dragged position is asserted by the play function; the Open story already shows the look.
  tags: ['no-visual'],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const handle = dialog.querySelector<HTMLElement>('[data-drag-handle]')!;
    const before = dialog.getBoundingClientRect();
    fireEvent.pointerDown(handle, {
      button: 0,
      clientX: before.left + 20,
      clientY: before.top + 10,
      pointerId: 1,
    });
    fireEvent.pointerMove(handle, { clientX: before.left + 80, clientY: before.top + 50, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    await waitFor(() => {
      const after = dialog.getBoundingClientRect();
      expect(Math.round(after.left - before.left)).toBe(60);
      expect(Math.round(after.top - before.top)).toBe(40);
    });
  },
};

export const Sizes: Story = {
  args: { size: 'lg' },
  render: (args) => {
    const { t } = useTranslation(['auth']);
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Content
          {...args}
          title={t('auth:forgotPassword.title')}
          description={t('auth:forgotPassword.emailHint')}
        >
          <TextField required label={t('auth:login.username')} />
          <TextField required type="email" label={t('auth:register.email')} />
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
