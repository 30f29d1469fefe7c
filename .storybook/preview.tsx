import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useMemo, type ReactNode } from 'react';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { STORY_FINISHED, STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { createI18n, DEFAULT_LANGUAGE, getLanguageMeta, LANGUAGES } from '@portal/i18n';
import { brands, defaultBrand, visualWidths, type BrandName } from '@portal/tokens';
import '@portal/theme/fonts';
import { ThemeProvider, TranslationProvider } from '@portal/ui';
import { ComponentDocsPage } from '@portal/ui/storybook';
import { axeTags } from './axeTags';
import { chromaticModes } from './modes';
import { freezeForScreenshots, isAutomated, storyRoot } from './screenshot';

if (isAutomated()) freezeForScreenshots();

// Play functions wait for what the mock API answers: a wait ends when what it asserts shows, and
// only a play that hangs meets this bound (the real actors' round trips took over 10 s at a load of
// 16 on a 2-core machine, against testing-library's default of 1 s).
configure({ asyncUtilTimeout: 30_000 });
// A failed query's error normally carries the whole page printed as markup, and a play's `findBy…`
// fails on every check until its element appears: on a portal page that printing is most of the
// wait. The story runs report the query's own message and the page's errors, so they skip it.
if (isAutomated())
  configure({
    getElementError: (message) =>
      Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
  });

// Tell the story runs (visual-tests) how a story ended: `rendered:<storyId>` once it and its play
// function have finished, `error:<storyId>` when either failed. Storybook goes on to finish a
// render whose play threw, so a render that passed through its `errored` phase is remembered.
const channel = addons.getChannel();
const erroredStories = new Set<string>();
channel.on(STORY_RENDER_PHASE_CHANGED, ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
  // Shows the story runs that a story switch was taken up (and how far a slow story got).
  document.documentElement.setAttribute('data-story-phase', `${newPhase}:${storyId}`);
  if (newPhase === 'loading') erroredStories.delete(storyId);
  if (newPhase === 'errored') erroredStories.add(storyId);
});
channel.on(STORY_FINISHED, ({ storyId, status }: { storyId: string; status: string }) => {
  const failed = status !== 'success' || erroredStories.has(storyId);
  document.documentElement.setAttribute('data-story-state', `${failed ? 'error' : 'rendered'}:${storyId}`);
});

interface StoryFrameProps {
  brand: BrandName;
  locale: string;
  fit: keyof typeof storyRoot;
  visualSelector: string | undefined;
  visualTolerance: number | undefined;
  children: ReactNode;
}

/** Brand, language and the element the visual tests capture, around every story. */
function StoryFrame({ brand, locale, fit, visualSelector, visualTolerance, children }: StoryFrameProps) {
  const i18n = useMemo(() => createI18n({ lng: locale }), [locale]);
  useEffect(() => {
    if (visualSelector) document.documentElement.setAttribute('data-visual-selector', visualSelector);
    else document.documentElement.removeAttribute('data-visual-selector');
  }, [visualSelector]);
  useEffect(() => {
    if (visualTolerance)
      document.documentElement.setAttribute('data-visual-tolerance', String(visualTolerance));
    else document.documentElement.removeAttribute('data-visual-tolerance');
  }, [visualTolerance]);
  useEffect(() => {
    const meta = getLanguageMeta(locale);
    document.documentElement.lang = meta?.i18nextCode ?? locale;
    document.documentElement.dir = meta?.dir ?? 'ltr';
  }, [locale]);
  return (
    <TranslationProvider i18n={i18n}>
      <ThemeProvider brand={brand} fullHeight={fit === 'page'}>
        <div data-story-root="" className={storyRoot[fit]}>
          {children}
        </div>
      </ThemeProvider>
    </TranslationProvider>
  );
}

const withBrandAndLanguage: Decorator = (Story, context) => (
  <StoryFrame
    brand={(context.globals.brand ?? defaultBrand.name) as BrandName}
    locale={(context.globals.locale ?? DEFAULT_LANGUAGE) as string}
    fit={context.parameters.visual?.fit ?? 'content'}
    visualSelector={context.parameters.visual?.selector}
    visualTolerance={context.parameters.visual?.antiAliasedPixels}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrandAndLanguage],
  // Stories mock the API with `parameters.msw.handlers` (handlers from @portal/api-contract/mocks).
  loaders: [mswLoader()],
  globalTypes: {
    brand: {
      description: 'White-label brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand.name, title: brand.label })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language.code, title: language.nativeName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: defaultBrand.name,
    locale: DEFAULT_LANGUAGE,
    // The a11y addon checks every render for the panel; under automation the story runs
    // (visual-tests/checks.ts) call axe themselves, so its automatic pass would only double the work.
    a11y: { manual: isAutomated() },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: `Mobile (${visualWidths.mobile})`,
          styles: { width: `${visualWidths.mobile}px`, height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop (${visualWidths.desktop})`,
          styles: { width: `${visualWidths.desktop}px`, height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      options: { runOnly: { type: 'tag', values: axeTags } },
      test: 'error',
    },
    // Every component's docs page: autodocs blocks plus its guidance (packages/ui/src/storybook).
    docs: { codePanel: true, page: ComponentDocsPage },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Brand editor', 'Catalogue', 'Components'] },
    },
    chromatic: { modes: chromaticModes },
  },
};

export default preview;
