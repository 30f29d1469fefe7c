import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contract, type AnnouncementItem } from '@portal/api-contract';
import { override } from '@portal/api-contract/mocks';
import { announcementPopupMachine, type PopupAnnouncement } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { withMockApi } from '../test/flowActors';
import { AnnouncementPopup } from './AnnouncementPopup';

const flowActors = withMockApi();

function popup(index: number, content = `<p>Notice ${index}.</p>`): PopupAnnouncement {
  return {
    id: `N-${index}`,
    title: `Notice ${index}`,
    content,
    publishedAt: '2025-01-15T04:00:00.000Z',
    execution: 'B',
  };
}

function openWith(popups: PopupAnnouncement[], playerNotices: AnnouncementItem[] = []) {
  const { actors, sessionStorage } = flowActors({
    overrides: [
      override(contract.system.announcements, {
        value: { banners: [], playerNotices, popups, promotions: [], announcementImages: [] },
      }),
    ],
  });
  const actor = createActor(announcementPopupMachine.provide(actors.announcementPopup), {
    input: { audience: { loggedIn: false, firstTimeLogin: false } },
  }).start();
  renderWithProviders(<AnnouncementPopup actorRef={actor} />);
  return { actor, sessionStorage };
}

describe('AnnouncementPopup', () => {
  it('selects a title, shows its content and remembers the closed popup for the session', async () => {
    const { sessionStorage } = openWith([popup(1), popup(2, '<p>Sunday <strong>02:00</strong>.</p>')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notice 2' }));
    expect(screen.getByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    expect(screen.getByText('02:00', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Announcements' })).toBeNull();
    await expect.poll(() => sessionStorage.getItem('shownAnnouncementExecutions')).toBe('["B"]');
  });

  it('lists nine titles a page and pages with numbers (SPEC §9: range 5, one margin page)', async () => {
    openWith(Array.from({ length: 60 }, (_, index) => popup(index + 1)));
    const titles = await screen.findByRole('navigation', { name: 'Titles' });
    // Titles by name: the pager's numbered buttons share the navigation.
    expect(within(titles).getAllByRole('button', { name: /^Notice \d+$/u })).toHaveLength(9);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pager).getByRole('button', { name: /7/ }));
    expect(screen.getByRole('button', { name: 'Notice 55' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notice 1' })).toBeNull();
  });

  it('lists the player notices in their own tab with a pager of one page number (SPEC §9)', async () => {
    const notices = Array.from({ length: 60 }, (_, index) => ({ ...popup(index + 1), id: `P-${index + 1}` }));
    const { actor } = openWith([popup(1)], notices);
    await userEvent.click(await screen.findByRole('tab', { name: 'Notices' }));
    expect(actor.getSnapshot().context.view).toBe('notices');
    expect(screen.getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => /^\d+$/u.test(text ?? ''));
    // Range 1 and one margin page: the announcements' range 5 would show 1 to 5 here.
    expect(numbers()).toEqual(['1', '7']);
    await userEvent.click(within(pager).getByRole('button', { name: /7/ }));
    expect(screen.getByRole('button', { name: 'Notice 55' })).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '7']);
  });
});
