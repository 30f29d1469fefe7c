import { createHandlers } from '@portal/api-contract/mocks';
import type * as Ui from '@portal/ui';
import type { GameCardProps } from '@portal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The shell's machines load after the first render; here they arrive only when the test says so.
// The app is imported afresh below: the test files share one module graph, in which another file
// may have loaded the real machines and the real card already.
const machines = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../app/shellMachines', async (importOriginal) => {
  await machines.arrived;
  return importOriginal();
});

// Each game card's renders, by game: the ui package's card, counted.
const cardRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@portal/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  function CountedGameCard(props: GameCardProps) {
    cardRenders.set(props.name, (cardRenders.get(props.name) ?? 0) + 1);
    return ui.GameCard(props);
  }
  return { ...ui, GameCard: CountedGameCard };
});

const server = setupServer(...createHandlers());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.resetModules();
});
afterAll(() => server.close());

describe("a visitor's home", () => {
  it('draws its game cards once while the shell starts: the session and favourites machines, and popups opening', async () => {
    const { createPortalHarness } = await import('../../storybook/harness');
    const user = userEvent.setup();
    const harness = createPortalHarness({
      brand: 'aurora',
      popups: {
        announcements: () => <p>Announcements popup</p>,
        login: () => <p>Login popup</p>,
      },
    });
    render(<>{harness.element}</>);
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    const [heart] = await within(hot).findAllByRole('button', { name: /to favourites/ });
    // The carousel draws its next slide once it has mounted; count from there.
    const slides = hot.querySelectorAll('[aria-roledescription="slide"]');
    await waitFor(() => expect(slides[1]?.querySelector('li')).not.toBeNull());
    const drawn = new Map(cardRenders);
    expect(drawn.size).toBeGreaterThan(0);

    machines.arrive();
    // The session machine has started and the visitors' announcements opened...
    expect(await screen.findByText('Announcements popup')).toBeInTheDocument();
    // ...and the favourites machine runs: a visitor's heart asks for a login, in a popup.
    await user.click(heart!);
    expect(await screen.findByText('Login popup')).toBeInTheDocument();

    expect(cardRenders).toEqual(drawn);
  });
});
