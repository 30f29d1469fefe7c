import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Storybook's Vite builder loads this file itself; the plugin must not be added again in viteFinal.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
});
