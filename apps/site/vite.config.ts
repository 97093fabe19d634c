import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';
import { buildInfoPlugin } from './build-tools/build-info-plugin.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildInfoPlugin({ prerendered: PRERENDERED_PATHS })],
});
