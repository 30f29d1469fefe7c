import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { makeGames } from '../GameCard/fixtures';
import { GameCard } from '../GameCard';
import { Carousel, carouselPresets, type CarouselProps } from './Carousel';

/** An original banner drawing (SVG data URI) so the story needs no network. */
function banner(index: number) {
  const hue = (200 + index * 70) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 300">` +
    `<rect width="960" height="300" fill="hsl(${hue} 60% 30%)"/>` +
    `<circle cx="780" cy="150" r="110" fill="hsl(${(hue + 40) % 360} 70% 55%)"/>` +
    `<rect x="60" y="110" width="420" height="36" rx="18" fill="hsl(${hue} 40% 85%)"/>` +
    `<rect x="60" y="164" width="280" height="24" rx="12" fill="hsl(${hue} 40% 70%)"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const banners = [0, 1, 2, 3].map((i) => (
  <img key={i} src={banner(i)} alt={`Promotion ${i + 1}`} style={{ display: 'block', inlineSize: '100%' }} />
));

const meta = {
  title: 'Components/Lobby/Carousel',
  component: Carousel,
  // Stories never rotate on their own, so every screenshot shows the same slide.
  args: {
    label: 'Promotions',
    slides: banners,
    autoplay: false,
    ...carouselPresets.banners,
    onIndexChange: fn(),
  },
  // Slides are as wide as the carousel, which fills the available width.
  parameters: { visual: { fit: 'block' } },
  // Default (slide, arrows and dots) carries the brand's look; the others are about paging, rows and
  // autoplay.
  tags: ['visual-one-brand'],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    await expect(carousel).toHaveAttribute('aria-roledescription');
    await expect(canvas.getByRole('img', { name: 'Promotion 1' })).toBeVisible();
    const dots = canvas.getAllByRole('button', { name: /slide \d of 4/i });
    await expect(dots).toHaveLength(4);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: /next slide|susunod/i }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(dots[1]).toHaveAttribute('aria-current', 'true');

    // Keyboard: a dot jumps straight to its slide; previous wraps round from the first.
    dots[3]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    dots[0]!.focus();
    await userEvent.keyboard(' ');
    const previous = canvas.getByRole('button', { name: /previous slide|nakaraang/i });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.tab();
    await userEvent.tab();
    // Off-screen slides are inert: focus moved through the controls, never into a hidden slide.
    await expect(document.activeElement?.closest('[inert]')).toBeNull();
    dots[0]!.click();
    await waitFor(() => expect(dots[0]).toHaveAttribute('aria-current', 'true'));
  },
};

/** Autoplay on but held by `paused`: the stop/start button appears and toggles its label. */
export const AutoplayPaused: Story = {
  // The stop button exists only where motion is allowed: run without reduced motion.
  tags: ['motion'],
  args: { autoplay: true, paused: true },
  play: async ({ canvas }) => {
    const stop = canvas.getByRole('button', { name: /stop|ihinto/i });
    stop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /start|simulan/i })).toHaveFocus();
  },
};

function HotGames(args: CarouselProps) {
  const { t } = useTranslation('games');
  const games = makeGames(36);
  const slides = [0, 1].map((page) => (
    <ul
      key={page}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
        gap: '0.5rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {games.slice(page * 18, page * 18 + 18).map((game) => (
        <li key={game.id}>
          <GameCard
            name={game.name}
            vendor={game.vendor}
            iconUrl={game.iconUrl}
            hot={game.hot}
            onLaunch={fn()}
          />
        </li>
      ))}
    </ul>
  ));
  return <Carousel {...args} label={t('hotGames.title')} slides={slides} />;
}

/** Hot games: three rows per slide, 1.2 s timing (autoplay off here for a stable picture). */
export const HotGamesThreeRows: Story = {
  args: { ...carouselPresets.hotGames },
  render: (args) => <HotGames {...args} />,
  play: async ({ canvas }) => {
    // Hidden slides have no computed name, so match on their label attribute.
    const slides = canvas
      .getAllByRole('group', { hidden: true })
      .filter((group) => /^\d+ (of|sa) 2$/.test(group.getAttribute('aria-label') ?? ''));
    await expect(slides).toHaveLength(2);
    await expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /next slide|susunod/i }));
    await waitFor(() => expect(slides[1]).not.toHaveAttribute('aria-hidden'));
    await expect(slides[0]).toHaveAttribute('inert');
  },
};

export const SingleSlide: Story = {
  args: { slides: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Promotion 1' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
