import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { modalTestSuite } from '../test/modalTestSuite';
import { renderWithProviders } from '../test/render';
import { Dialog, DIALOG_OPEN_DELAY_MS } from './Dialog';
import { clampDrag } from './useDrag';

function ExampleDialog({ showCloseButton = true, closeOnEscape = true }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>open</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Log out"
        description="Are you sure?"
        showCloseButton={showCloseButton}
        closeOnEscape={closeOnEscape}
        footer={<Button>Confirm</Button>}
      >
        <input aria-label="note" />
      </Dialog.Content>
    </Dialog.Root>
  );
}

modalTestSuite('Dialog', { render: () => <ExampleDialog />, dismissible: true });
modalTestSuite('Dialog without close button', {
  render: () => <ExampleDialog showCloseButton={false} closeOnEscape={false} />,
  dismissible: false,
});

describe('Dialog', () => {
  afterEach(() => vi.useRealTimers());

  it(`appears only after ${DIALOG_OPEN_DELAY_MS} ms`, async () => {
    vi.useFakeTimers();
    renderWithProviders(<ExampleDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await act(() => vi.advanceTimersByTimeAsync(DIALOG_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open at all when closed again within the delay', async () => {
    vi.useFakeTimers();
    function Flicker() {
      return (
        <Dialog.Root open={false}>
          <Dialog.Content title="Never" />
        </Dialog.Root>
      );
    }
    renderWithProviders(<Flicker />);
    await act(() => vi.advanceTimersByTimeAsync(DIALOG_OPEN_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a translated close button by default that closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExampleDialog />, { language: 'ty' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Isara' });
    await user.click(close);
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExampleDialog />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(dialog).toBeInTheDocument();
  });
});

describe('clampDrag', () => {
  const viewport = { width: 1000, height: 800 };
  const box = { left: 300, top: 200, right: 700 };

  it('passes a drag inside the viewport through unchanged', () => {
    expect(clampDrag({ x: 30, y: -10 }, box, viewport, 48)).toEqual({ x: 30, y: -10 });
  });

  it('keeps the title bar below the top edge', () => {
    expect(clampDrag({ x: 0, y: -500 }, box, viewport, 48).y).toBe(-200);
  });

  it('keeps a strip of the dialog visible at the sides and bottom', () => {
    expect(clampDrag({ x: -2000, y: 0 }, box, viewport, 48).x).toBe(48 - 700);
    expect(clampDrag({ x: 2000, y: 0 }, box, viewport, 48).x).toBe(1000 - 48 - 300);
    expect(clampDrag({ x: 0, y: 2000 }, box, viewport, 48).y).toBe(800 - 48 - 200);
  });
});
