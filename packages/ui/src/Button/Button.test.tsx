import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Button, buttonVariants } from './Button';

describe('Button', () => {
  it('calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Button onClick={onClick}>Pay</Button>);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderWithProviders(<Button>Pay</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it.each([
    ['loading', { loading: true }],
    ['disabled', { disabled: true }],
  ])('ignores clicks while %s but stays focusable and named', async (_state, props) => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Button onClick={onClick} {...props}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks itself busy while loading', () => {
    renderWithProviders(<Button loading>Pay</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('gives each variant its own class', () => {
    renderWithProviders(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    const classes = screen.getAllByRole('button').map((button) => button.className);
    expect(new Set(classes).size).toBe(buttonVariants.length);
  });

  it('names icon-only buttons by aria-label and hides the icon', () => {
    renderWithProviders(<Button icon="close" aria-label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders its child with button styling when asChild', () => {
    renderWithProviders(
      <Button asChild>
        <a href="/deposit">Deposit</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
  });
});
