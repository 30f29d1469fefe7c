import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { StatusPill, activityStatuses, withdrawalStatuses } from './StatusPill';

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
});
