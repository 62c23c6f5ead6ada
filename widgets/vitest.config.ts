import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  define: { __TRADESHUB_BUNDLE__: JSON.stringify('/widgets/v/test/tradeshub-widgets.js') },
  test: {
    name: 'widgets',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: {
        url: 'https://www.clarkeandpatel.example/',
        settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true, navigation: { disableMainFrameNavigation: true } },
      },
    },
  },
});
