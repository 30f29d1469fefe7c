import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('is a status named "Loading…"', () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks Filipino', () => {
    renderWithProviders(<PageLoader />, { language: 'ty' });
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toHaveTextContent(/.+/);
  });

  it('takes a custom label', () => {
    renderWithProviders(<PageLoader label="Loading games…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');
  });
});
