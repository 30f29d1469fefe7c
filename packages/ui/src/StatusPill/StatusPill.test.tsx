import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { StatusPill, activityStatuses, presenceStatuses, withdrawalStatuses } from './StatusPill';

describe('StatusPill', () => {
  it('names every activity status in words', () => {
    renderWithProviders(
      <>
        {activityStatuses.map((status) => (
          <StatusPill key={status} kind="activity" status={status} />
        ))}
      </>,
    );
    expect(screen.getByText('Coming soon')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  });

  it('translates withdrawal statuses to TY', () => {
    renderWithProviders(
      <>
        {withdrawalStatuses.map((status) => (
          <StatusPill key={status} kind="withdrawal" status={status} />
        ))}
      </>,
      { language: 'ty' },
    );
    expect(screen.getByText('Hindi natanggap')).toHaveAttribute('data-status', 'notReceived');
  });

  it('says whether an account is online in words, in EN and TY', () => {
    const pills = () =>
      presenceStatuses.map((status) => <StatusPill key={status} kind="presence" status={status} />);
    const { unmount } = renderWithProviders(<>{pills()}</>);
    expect(screen.getByText('Online')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Offline')).toHaveAttribute('data-tone', 'neutral');
    unmount();
    renderWithProviders(<>{pills()}</>, { language: 'ty' });
    expect(screen.getByText('Nasa linya')).toHaveAttribute('data-status', 'online');
  });
});
