import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { BusyStatus } from './BusyStatus';
import { Notice } from './Notice';

describe('Notice', () => {
  it.each(['danger', 'warning'] as const)('announces a %s notice at once, as an alert', (tone) => {
    renderWithProviders(<Notice tone={tone}>Your session has ended</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['neutral', 'info', 'success'] as const)('announces a %s notice politely, as a status', (tone) => {
    renderWithProviders(<Notice tone={tone}>Password changed</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Password changed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its icon away from screen readers: the text says it all', () => {
    renderWithProviders(<Notice tone="danger">Wrong password</Notice>);
    const svg = screen.getByRole('alert').querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toHaveAccessibleName('');
  });
});

describe('BusyStatus', () => {
  it('says what is happening in a polite live region, with a hidden spinner', () => {
    renderWithProviders(<BusyStatus>Checking your details…</BusyStatus>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking your details…');
    expect(status.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
