import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockTokens } from '@portal/api-contract/mocks';
import { sessionDescribe, sessionMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { withMockApi } from '../test/flowActors';
import { AccessRefusalNotice } from './AccessRefusalNotice';
import { SessionBadge } from './SessionBadge';

const flowActors = withMockApi();

function signedIn() {
  const { actors, sessionStorage } = flowActors({ token: mockTokens.member });
  const actor = startAt(
    sessionMachine.provide(actors.session),
    { agentPolicyEnabled: false, merchantCode: 'aurora' },
    sessionDescribe,
    'member',
  );
  renderWithProviders(<SessionBadge actorRef={actor} />);
  return { actor, sessionStorage };
}

describe('SessionBadge', () => {
  it('asks before logging out, and stays signed in when the person cancels', async () => {
    const { actor } = signedIn();
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(question).toHaveAccessibleDescription('Are you sure you want to log out?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().matches({ signedIn: { logout: 'idle' } })).toBe(true);
  });

  it('logs out back to guest once confirmed, keeping only the merchant code', async () => {
    const { actor, sessionStorage } = signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(question).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('aurora');
  });
});

describe('AccessRefusalNotice', () => {
  it('asks a trial account for a real account, with the spec’s button', async () => {
    const acknowledge = vi.fn();
    renderWithProviders(<AccessRefusalNotice reason="realAccountRequired" onAcknowledge={acknowledge} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This feature is for registered players. Please sign up for a real account to continue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(acknowledge).toHaveBeenCalledOnce();
  });

  it('words a guest refusal with its error text, and the trial message in Filipino too', () => {
    renderWithProviders(<AccessRefusalNotice reason="loginRequired" onAcknowledge={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not logged in, please login');
    renderWithProviders(<AccessRefusalNotice reason="realAccountRequired" onAcknowledge={() => {}} />, {
      language: 'ty',
    });
    expect(screen.getByText(/rehistradong manlalaro/)).toBeInTheDocument();
  });
});
