import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

/**
 * The provider as a page gets it: the region (Radix) is not loaded until the first toast. The
 * provider keeps the loaded region per module, and files share modules (the unit suite does not
 * isolate them), so each test takes fresh copies with the region's chunk held back or failing.
 */
async function providerWithRegion(regionChunk: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./ToastRegion', async (importOriginal) => {
    await regionChunk();
    return importOriginal();
  });
  const [{ Toast, useToast }, { renderWithProviders }] = await Promise.all([
    import('./index'),
    import('../testing'),
  ]);
  function Trigger({ title }: { title: string }) {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.show({ title })}>
        {title}
      </button>
    );
  }
  renderWithProviders(
    <Toast.Provider duration={Infinity}>
      <Trigger title="Copied to clipboard" />
      <Trigger title="Saved" />
    </Toast.Provider>,
  );
}

/** Fresh copies of the package: the test runner transforms them again. */
const FRESH_MODULES_TIMEOUT_MS = 20_000;
const FIRST_LOAD = { timeout: 10_000 };

afterEach(() => {
  vi.doUnmock('./ToastRegion');
  vi.resetModules();
});

it(
  'queues a toast raised before the region has loaded and shows it once it has',
  async () => {
    let release: (value?: unknown) => void = () => undefined;
    const arrived = new Promise((resolve) => (release = resolve));
    await providerWithRegion(() => arrived);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copied to clipboard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-toast]')).toBeNull();

    release();
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, FIRST_LOAD);
    await waitFor(() => expect(region).toHaveTextContent('Copied to clipboard'));
    expect(region).toHaveTextContent('Saved');
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(2);
  },
  FRESH_MODULES_TIMEOUT_MS,
);

it(
  'keeps the toasts queued when the region fails to load, and tries again with the next one',
  async () => {
    let attempts = 0;
    await providerWithRegion(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Copied to clipboard' }));
    await waitFor(() => expect(attempts).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, FIRST_LOAD);
    await waitFor(() => expect(region).toHaveTextContent('Saved'));
    expect(region).toHaveTextContent('Copied to clipboard');
    expect(attempts).toBe(2);
  },
  FRESH_MODULES_TIMEOUT_MS,
);
