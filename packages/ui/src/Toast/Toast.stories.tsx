import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, toastTones, type ToastProps } from './Toast';
import { useToast } from './ToastProvider';

/** Texts come from i18n inside each story, so they are not controls. */
type ToastStoryArgs = Omit<ToastProps, 'title' | 'description'>;

const toastElement: ComponentType<ToastProps> = Toast;

const meta = {
  title: 'Components/Overlays/Toast',
  // Docs show the toast's props; texts are filled from i18n by each story.
  component: toastElement as ComponentType<ToastStoryArgs>,
  // Fixed open state and no timer, so the screenshot is stable.
  args: { tone: 'success', defaultOpen: true, duration: Infinity },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  // Every tone is shot in every brand; WithAction and WithHook are behaviour on the same toasts, shot
  // in the default brand only.
  tags: ['visual-one-width'],
  parameters: { visual: { selector: '[data-toast]' } },
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: /notifications|mga abiso/i });
const dismissButton = () => screen.getByRole('button', { name: /dismiss notification|isara ang abiso/i });

/** SPEC §8: copying shows a success toast. F8 moves focus to the notifications region. */
export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('overlays');
    return (
      <Toast.Provider>
        <Toast {...args} title={t('toast.copied')} />
      </Toast.Provider>
    );
  },
  play: async () => {
    const toast = await waitFor(() => within(region()).getByText(/copied|nakopya/i));
    await expect(toast).toBeVisible();
    await expect(dismissButton()).toBeVisible();
    // F8 (Radix's hotkey, named in the region's label) jumps to the notifications.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await expect(within(region()).getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(document.querySelector('[data-toast]')).toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const Info: Story = {
  args: { tone: 'info' },
  render: (args) => {
    const { t } = useTranslation('auth');
    return (
      <Toast.Provider>
        <Toast {...args} title={t('sms.codeSent')} />
      </Toast.Provider>
    );
  },
  play: async () => {
    const toast = await waitFor(() => within(region()).getByRole('listitem'));
    await expect(toast).toBeVisible();
    await expect(toast).toHaveTextContent(/.+/);
    await expect(toast).toHaveAttribute('data-tone', 'info');
  },
};

export const Warning: Story = {
  args: { tone: 'warning' },
  render: (args) => {
    const { t } = useTranslation(['overlays', 'errors']);
    return (
      <Toast.Provider>
        <Toast
          {...args}
          title={t('overlays:alertDialog.title.warning')}
          description={t('errors:CODE_EXPIRED')}
        />
      </Toast.Provider>
    );
  },
  play: async () => {
    await waitFor(() => expect(within(region()).getByText(/warning|babala/i)).toBeVisible());
    await expect(document.querySelector('[data-toast]')).toHaveAttribute('data-tone', 'warning');
  },
};

/** A failure, with the server's message as the description. */
export const Danger: Story = {
  args: { tone: 'danger' },
  render: (args) => {
    const { t } = useTranslation('overlays');
    return (
      <Toast.Provider>
        <Toast
          {...args}
          title={t('toast.copyFailed')}
          description="NotAllowedError: clipboard write blocked"
        />
      </Toast.Provider>
    );
  },
  play: async () => {
    await waitFor(() => expect(within(region()).getByText(/clipboard write blocked/)).toBeVisible());
    await expect(document.querySelector('[data-toast]')).toHaveAttribute('data-tone', 'danger');
  },
};

/**
 * A toast with one action: a paid-out withdrawal to confirm. The button opens what the toast is
 * about and closes it; screen readers hear its alternative instead (they cannot reach it from
 * the announcement). Such a toast waits (a long or no duration) for the person to act.
 */
export const WithAction: Story = {
  tags: ['visual-one-brand'],
  args: { tone: 'info', action: { label: '', altText: '', onAction: fn() } },
  render: ({ action, ...args }) => {
    const { t } = useTranslation('wallet');
    return (
      <Toast.Provider>
        <Toast
          {...args}
          title={t('withdraw.notice.title', { amount: '₱500.00' })}
          description={t('withdraw.notice.description')}
          action={{
            label: t('withdraw.notice.action'),
            altText: t('withdraw.notice.description'),
            onAction: action?.onAction ?? (() => undefined),
          }}
        />
      </Toast.Provider>
    );
  },
  play: async () => {
    const button = await waitFor(() =>
      within(region()).getByRole('button', { name: /confirm receipt|kumpirmahin ang pagtanggap/i }),
    );
    await expect(button).toBeVisible();
    await expect(within(region()).getByText(/₱500\.00/)).toBeVisible();
    await expect(dismissButton()).toBeVisible();
    // The action is a key stop inside the toast, before its dismiss button.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

/** The action runs its handler and closes the toast. */
export const ActionCloses: Story = {
  ...WithAction,
  args: { tone: 'info', action: { label: '', altText: '', onAction: fn() } },
  // The play function closes the toast; WithAction shows the open look.
  tags: ['no-visual'],
  play: async ({ args }) => {
    const button = await waitFor(() =>
      within(region()).getByRole('button', { name: /confirm receipt|kumpirmahin ang pagtanggap/i }),
    );
    // Radix lets the region take the pointer once it has counted its toasts (a frame after they show).
    await waitFor(() => expect(getComputedStyle(region()).pointerEvents).not.toBe('none'));
    await userEvent.click(button);
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.querySelector('[data-toast]')).toBeNull());
  },
};

function CopyButton() {
  const { t } = useTranslation(['common', 'overlays']);
  const toast = useToast();
  return (
    <Button
      variant="outline"
      iconStart="copy"
      onClick={() => toast.show({ id: 'copy', tone: 'success', title: t('overlays:toast.copied') })}
    >
      {t('common:actions.copy')}
    </Button>
  );
}

/** `useToast().show()` from a copy button; copying twice still shows one toast. */
export const WithHook: Story = {
  tags: ['visual-one-brand'],
  render: () => (
    <Toast.Provider duration={Infinity}>
      <CopyButton />
    </Toast.Provider>
  ),
  play: async ({ canvas }) => {
    const copy = canvas.getByRole('button', { name: /copy|kopyahin/i });
    await expect(document.querySelector('[data-toast]')).toBeNull();
    await userEvent.click(copy);
    await userEvent.click(copy);
    await waitFor(() => expect(within(region()).getByText(/copied|nakopya/i)).toBeVisible());
    await expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);
  },
};

/** The dismiss button and Escape (with focus in the toast) close it. */
export const Dismiss: Story = {
  render: (args) => {
    const { t } = useTranslation('overlays');
    return (
      <Toast.Provider>
        <Toast {...args} title={t('toast.copied')} />
      </Toast.Provider>
    );
  },
  // The play function closes the toast; CopySuccess shows the open look.
  tags: ['no-visual'],
  play: async () => {
    await waitFor(() => expect(dismissButton()).toBeVisible());
    dismissButton().focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-toast]')).toBeNull());
  },
};
