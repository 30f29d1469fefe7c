import { createHandlers } from '@portal/api-contract/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The shell's machines load after the first render; here they arrive only when the test says so.
// The app is imported afresh below: the test files share one module graph, in which another file
// may have loaded the real machines already.
const machines = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./shellMachines', async (importOriginal) => {
  await machines.arrived;
  return importOriginal();
});

const server = setupServer(...createHandlers());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.resetModules();
});
afterAll(() => server.close());

describe('a heart pressed before the favourites machine has loaded', () => {
  it('is toggled once it has: a visitor is asked to log in', async () => {
    const { createPortalHarness } = await import('../storybook/harness');
    const user = userEvent.setup();
    const harness = createPortalHarness({
      brand: 'aurora',
      popups: { login: () => <p>Login popup</p> },
    });
    render(<>{harness.element}</>);
    const [heart] = await screen.findAllByRole('button', { name: /to favourites/ });
    await user.click(heart!);
    expect(screen.queryByText('Login popup')).not.toBeInTheDocument();
    machines.arrive();
    expect(await screen.findByText('Login popup')).toBeInTheDocument();
  });
});
