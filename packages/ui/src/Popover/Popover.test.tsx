import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { svgsBreakingIconRule } from '../test/iconRule';
import { renderWithProviders } from '../testing';
import { Popover } from './Popover';

function SalaryInfo({ showCloseButton }: { showCloseButton?: boolean }) {
  return (
    <>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button>info</Button>
        </Popover.Trigger>
        <Popover.Content title="Real-time salary" showCloseButton={showCloseButton}>
          Settled every 5 minutes.
        </Popover.Content>
      </Popover.Root>
      <p>outside</p>
    </>
  );
}

async function open(showCloseButton?: boolean, language = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<SalaryInfo showCloseButton={showCloseButton} />, { language });
  const trigger = screen.getByRole('button', { name: 'info' });
  await user.click(trigger);
  const popover = await screen.findByRole('dialog');
  return { user, trigger, popover };
}

describe('Popover', () => {
  it('is a dialog named by its title, with the content inside', async () => {
    const { popover } = await open();
    expect(popover).toHaveAccessibleName('Real-time salary');
    expect(popover).toHaveTextContent('Settled every 5 minutes.');
  });

  it('keeps its arrow and icons hidden from assistive tech and unfocusable', async () => {
    const { popover } = await open(true);
    expect(popover.parentElement!.querySelectorAll('svg').length).toBeGreaterThan(1);
    expect(svgsBreakingIconRule(document.body)).toEqual([]);
  });

  it('has a translated close button that closes it and returns focus', async () => {
    const { user, trigger, popover } = await open(true, 'ty');
    await user.click(screen.getByRole('button', { name: 'Isara' }));
    expect(popover).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const { user, trigger, popover } = await open();
    await user.keyboard('{Escape}');
    expect(popover).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    const { user, popover } = await open();
    await user.click(screen.getByText('outside'));
    await waitFor(() => expect(popover).not.toBeInTheDocument());
  });

  it('can leave out the close button', async () => {
    const { popover } = await open(false);
    expect(popover.querySelector('button')).toBeNull();
  });
});
