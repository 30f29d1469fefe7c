import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { modalTestSuite } from '../test/modalTestSuite';
import { renderWithProviders } from '../testing';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const serverMessage = 'SMS quota exceeded, please contact customer service (code 4031)';

function SmsFailure(props: Partial<AlertDialogProps>) {
  return <AlertDialog description={serverMessage} trigger={<Button>open</Button>} {...props} />;
}

modalTestSuite('AlertDialog', { render: () => <SmsFailure />, dismissible: true, role: 'alertdialog' });

async function openDialog(props: Partial<AlertDialogProps> = {}, language = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<SmsFailure {...props} />, { language });
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('alertdialog');
  return { user, dialog };
}

describe('AlertDialog', () => {
  it('shows the server message as the description and focuses the single OK button', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Warning');
    expect(dialog).toHaveAccessibleDescription(serverMessage);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it.each([
    ['warning', 'Babala'],
    ['danger', 'May error'],
    ['info', 'Paunawa'],
    ['success', 'Tagumpay'],
  ] as const)('names a %s dialog by its translated tone', async (tone, name) => {
    const { dialog } = await openDialog({ tone }, 'ty');
    expect(dialog).toHaveAccessibleName(name);
    expect(dialog).toHaveAttribute('data-tone', tone);
  });

  it('OK calls onAction and closes; Enter works from the keyboard', async () => {
    const onAction = vi.fn();
    const { user, dialog } = await openDialog({ onAction });
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(dialog).not.toBeInTheDocument();
  });

  it('takes a custom title and action label', async () => {
    const { dialog } = await openDialog({ title: 'SMS not sent', actionLabel: 'Got it' });
    expect(dialog).toHaveAccessibleName('SMS not sent');
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
