// Bundled font files (latin subset, which covers EN and TY) so screenshots never depend on
// whatever the machine's generic sans-serif happens to resolve to.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import '@fontsource/sora/latin-400.css';
import '@fontsource/sora/latin-600.css';
import '@fontsource/sora/latin-700.css';
import '@fontsource/nunito-sans/latin-400.css';
import '@fontsource/nunito-sans/latin-600.css';
import '@fontsource/nunito-sans/latin-800.css';

/** The families bundled above: the only ones a brand may name and still render the same everywhere. */
export const bundledFonts = ['Inter', 'Sora', 'Nunito Sans'] as const;
