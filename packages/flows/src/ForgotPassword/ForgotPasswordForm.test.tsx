import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { CodedError, forgotPasswordDescribe, forgotPasswordMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';

function start(uiState: string, fail = false) {
  const machine = forgotPasswordMachine.provide({
    actors: {
      sendResetEmail: fromPromise(async () => {
        if (fail) throw new CodedError('ACCOUNT_NOT_FOUND');
        return null;
      }),
    },
  });
  const actor = startAt(machine, { method: 'email' }, forgotPasswordDescribe, uiState);
  renderWithProviders(<ForgotPasswordForm actorRef={actor} />);
  return actor;
}

describe('ForgotPasswordForm', () => {
  it('shows the server error when the account is unknown', async () => {
    start('byEmail', true);
    await userEvent.type(screen.getByLabelText(/Username/), 'ghost01');
    await userEvent.type(screen.getByLabelText(/Email/), 'ghost@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows mobile fields for the mobile method', () => {
    start('byMobile');
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
  });
});
