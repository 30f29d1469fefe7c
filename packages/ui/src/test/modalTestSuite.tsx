import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';

export interface ModalUnderTest {
  /** Renders the modal closed, with a button named `open` that opens it. */
  render: () => ReactElement;
  /** Whether Escape and the close button are expected to dismiss it. */
  dismissible: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** Behaviour every modal shares: focus trap, Escape, aria-modal, scroll lock, focus return. */
export function modalTestSuite(name: string, modal: ModalUnderTest) {
  describe(`${name} (modal behaviour)`, () => {
    async function open() {
      const user = userEvent.setup();
      renderWithProviders(modal.render());
      const trigger = screen.getByRole('button', { name: 'open' });
      await user.click(trigger);
      const dialog = await screen.findByRole(modal.role ?? 'dialog');
      return { user, trigger, dialog };
    }

    it('is announced as a modal dialog with a name', async () => {
      const { dialog } = await open();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleName();
    });

    it('moves focus inside and keeps it there', async () => {
      const { user, dialog } = await open();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let step = 0; step < 6; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('makes the page behind it inert while open, and live again once closed', async () => {
      const { user, trigger } = await open();
      // Not just aria-hidden: nothing behind a modal can take focus (IBM Equal Access checks it).
      expect(trigger).toHaveAttribute('inert');
      if (modal.dismissible) {
        await user.keyboard('{Escape}');
        await waitFor(() => expect(trigger).not.toHaveAttribute('inert'));
        // …and nothing is left hidden: an aria-hidden ancestor of a focusable trigger is an axe error.
        expect(trigger.closest('[aria-hidden="true"], [inert]')).toBeNull();
      }
    });

    it('locks page scroll while open', async () => {
      await open();
      expect(document.body).toHaveAttribute('data-scroll-locked');
    });

    it(
      modal.dismissible ? 'closes on Escape and returns focus to the trigger' : 'ignores Escape',
      async () => {
        const { user, trigger, dialog } = await open();
        await user.keyboard('{Escape}');
        if (modal.dismissible) {
          await waitFor(() => expect(dialog).not.toBeInTheDocument());
          await waitFor(() => expect(trigger).toHaveFocus());
        } else {
          await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
          expect(dialog).toBeInTheDocument();
        }
      },
    );
  });
}
