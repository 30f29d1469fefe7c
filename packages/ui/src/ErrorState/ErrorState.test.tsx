import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it.each([
    ['network', 'Network link is abnormal, please try again', 'Try again'],
    ['timeout', 'The page took longer time to load, please check your network connectivity', 'Try again'],
    ['chunkLoad', 'Part of the page failed to load, please reload', 'Reload page'],
    ['generic', 'Unknown error', 'Try again'],
  ] as const)('%s: uses the error catalogue wording and a retry button', async (variant, text, action) => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ErrorState variant={variant} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: action })).toHaveFocus();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithProviders(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
