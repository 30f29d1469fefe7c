import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

/**
 * The menu as a page gets it when its Radix half never arrives (its chunk fails to load on a bad
 * connection). The menu keeps its loaded half per module, and files share modules (the unit
 * suite does not isolate them), so this file takes fresh copies with the chunk failing.
 */
async function menuWithoutItsChunk() {
  vi.resetModules();
  vi.doMock('./menuParts', () => {
    throw new Error('chunk failed to load');
  });
  const [{ DropdownMenu }, { Button }, { renderWithProviders }] = await Promise.all([
    import('./DropdownMenu'),
    import('../Button'),
    import('../testing'),
  ]);

  function ControlledMenu({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>{open ? 'parent says open' : 'parent says closed'}</p>
        <DropdownMenu.Root
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DropdownMenu.Trigger asChild>
            <Button>Account menu</Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Profile</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </>
    );
  }
  return { ControlledMenu, renderWithProviders };
}

let menu: Awaited<ReturnType<typeof menuWithoutItsChunk>>;
beforeAll(async () => {
  menu = await menuWithoutItsChunk();
});

afterAll(() => {
  vi.doUnmock('./menuParts');
  vi.resetModules();
});

it('tells a parent holding `open` that the menu closed when its chunk fails, and tries again on the next press', async () => {
  const { ControlledMenu, renderWithProviders } = menu;
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ControlledMenu onOpenChange={onOpenChange} />);
  const trigger = screen.getByRole('button', { name: 'Account menu' });

  await user.click(trigger);
  await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  expect(screen.getByText('parent says closed')).toBeInTheDocument();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(trigger);
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledTimes(4));
  expect(onOpenChange.mock.calls.slice(2)).toEqual([[true], [false]]);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
