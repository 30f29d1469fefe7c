import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { modalTestSuite } from '../test/modalTestSuite';
import { renderWithProviders } from '../testing';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Logout(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      title="Log out"
      description="Are you sure you want to log out?"
      trigger={<Button>open</Button>}
      {...props}
    />
  );
}

modalTestSuite('ConfirmDialog', { render: () => <Logout />, dismissible: true, role: 'alertdialog' });

async function openDialog(props: Partial<ConfirmDialogProps> = {}, language = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Logout {...props} />, { language });
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('alertdialog');
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('names the dialog by its title and describes it by the question', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Log out');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
  });

  it('has translated Cancel and Confirm buttons by default, Cancel focused first', async () => {
    await openDialog({}, 'ty');
    const cancel = screen.getByRole('button', { name: 'Kanselahin' });
    expect(screen.getByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm, onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('Confirm calls onConfirm once and closes', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm, confirmLabel: 'Log out now' });
    await user.click(screen.getByRole('button', { name: 'Log out now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open and busy while an async confirm runs, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog({ onConfirm });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
    finish();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('stays open for a retry when an async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    const { user, dialog } = await openDialog({ onConfirm });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    expect(dialog).toBeInTheDocument();
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDialog open title="Log out" description="Sure?" openDelayMs={0} onOpenChange={onOpenChange} />,
    );
    const dialog = screen.getByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the parent decides.
    expect(dialog).toBeInTheDocument();
  });
});
