import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { announcementPopupDescribe, announcementPopupMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { nothing } from '../storybook/fakes';
import { AnnouncementPopup } from './AnnouncementPopup';

describe('AnnouncementPopup', () => {
  it('selects a title and closes', async () => {
    const machine = announcementPopupMachine.provide({ actors: { rememberShown: fromPromise(nothing) } });
    const actor = startAt(
      machine,
      { audience: { loggedIn: false, firstTimeLogin: false } },
      announcementPopupDescribe,
      'open',
    );
    renderWithProviders(<AnnouncementPopup actorRef={actor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Maintenance window' }));
    expect(screen.getByRole('heading', { name: 'Maintenance window' })).toBeInTheDocument();
    expect(screen.getByText('Sunday 02:00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Announcements' })).toBeNull();
    expect(actor.getSnapshot().context.shownExecutions).toEqual(['B']);
  });
});
