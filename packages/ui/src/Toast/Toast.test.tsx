import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Toast, TOAST_DURATION_MS } from './Toast';
import { enqueueToast, MAX_VISIBLE_TOASTS, useToast, type ToastOptions } from './ToastProvider';

function Trigger({ options, label = 'copy' }: { options: ToastOptions; label?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      {label}
    </button>
  );
}

const entry = (id: string, open = true) => ({ id, open, title: id });

/** The first toast of a run waits for the region's chunk, which the test runner transforms then. */
const FIRST_LOAD = { timeout: 10_000 };

/** The toast with this text, once the region (which loads with the first toast) draws it. */
const shownToast = (text: string) => screen.findByText(text, { selector: '[data-toast] *' }, FIRST_LOAD);

/** Loads the region's chunk as a page's first toast does, so fake timers can run the next ones. */
async function loadRegionChunk() {
  const { unmount } = renderWithProviders(
    <Toast.Provider>
      <Toast title="warm-up" defaultOpen duration={Infinity} />
    </Toast.Provider>,
  );
  await shownToast('warm-up');
  unmount();
}

describe('enqueueToast', () => {
  it('appends, replaces a toast with the same id and drops closed ones', () => {
    const queue = [entry('a'), entry('b', false), entry('c')];
    expect(enqueueToast(queue, entry('a')).map((item) => item.id)).toEqual(['c', 'a']);
  });

  it(`keeps only the newest ${MAX_VISIBLE_TOASTS}`, () => {
    const queue = ['a', 'b', 'c'].map((id) => entry(id));
    expect(enqueueToast(queue, entry('d')).map((item) => item.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('Toast.Provider and useToast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast with a translated dismiss button inside a named region', async () => {
    renderWithProviders(
      <Toast.Provider>
        <Trigger options={{ tone: 'success', title: 'Nakopya na sa clipboard' }} />
      </Toast.Provider>,
      { language: 'ty' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    const region = await screen.findByRole('region', { name: 'Mga abiso (F8)' }, FIRST_LOAD);
    await waitFor(() => expect(region).toHaveTextContent('Nakopya na sa clipboard'));
    expect(screen.getByRole('button', { name: 'Isara ang abiso' })).toBeInTheDocument();
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms by default`, async () => {
    await loadRegionChunk();
    vi.useFakeTimers();
    renderWithProviders(
      <Toast.Provider>
        <Trigger options={{ title: 'Copied to clipboard' }} />
      </Toast.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 10));
    expect(screen.getByText('Copied to clipboard', { selector: '[data-toast] *' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByText('Copied to clipboard', { selector: '[data-toast] *' })).not.toBeInTheDocument();
  });

  it('honours a per-toast duration', async () => {
    await loadRegionChunk();
    vi.useFakeTimers();
    renderWithProviders(
      <Toast.Provider duration={Infinity}>
        <Trigger options={{ title: 'Short', duration: 1000 }} />
      </Toast.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    await act(() => vi.advanceTimersByTimeAsync(1010));
    expect(screen.queryByText('Short', { selector: '[data-toast] *' })).not.toBeInTheDocument();
  });

  it('replaces a toast shown again with the same id', async () => {
    renderWithProviders(
      <Toast.Provider duration={Infinity}>
        <Trigger options={{ id: 'copy', title: 'Copied to clipboard' }} />
      </Toast.Provider>,
    );
    const button = screen.getByRole('button', { name: 'copy' });
    fireEvent.click(button);
    await shownToast('Copied to clipboard');
    fireEvent.click(button);
    await shownToast('Copied to clipboard');
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);
  });

  it('closes from its dismiss button', async () => {
    renderWithProviders(
      <Toast.Provider duration={Infinity}>
        <Trigger options={{ title: 'Copied to clipboard' }} />
      </Toast.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  it('offers one action, which runs its handler and closes the toast', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <Toast.Provider duration={Infinity}>
        <Trigger
          options={{
            title: 'Your withdrawal was paid out',
            action: { label: 'Confirm receipt', altText: 'Confirm it on the withdraw page', onAction },
          }}
        />
      </Toast.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    const action = await screen.findByRole('button', { name: 'Confirm receipt' });
    // Radix names the action's alternative for screen readers, who cannot reach the button.
    expect(action.closest('[data-radix-toast-announce-exclude]')).toHaveAttribute(
      'data-radix-toast-announce-alt',
      'Confirm it on the withdraw page',
    );
    fireEvent.click(action);
    expect(onAction).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  it('throws a helpful error outside the provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Trigger options={{ title: 'x' }} />)).toThrow(/Toast\.Provider/);
    expect(() => renderWithProviders(<Toast title="x" />)).toThrow(/Toast\.Provider/);
    consoleError.mockRestore();
  });

  it('draws a <Toast> element in its region and follows its props', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <Toast.Provider>
        <Toast title="Saved" tone="success" open onOpenChange={onOpenChange} />
      </Toast.Provider>,
    );
    await shownToast('Saved');
    rerender(
      <Toast.Provider>
        <Toast title="Saved again" tone="success" open onOpenChange={onOpenChange} />
      </Toast.Provider>,
    );
    await shownToast('Saved again');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<Toast.Provider />);
    await waitFor(() => expect(document.querySelector('[data-toast]')).toBeNull());
  });
});
