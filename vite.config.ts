import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { linguiMessages } from './scripts/i18n/vite-plugin';
import { DEFAULT_LOCALE, LOCALES, isLocale } from './src/shared/i18n/locales';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React's API served by Preact (decision 027): the same components, hooks and libraries at
 * about a sixth of the weight, so a public page's first JavaScript fits its 100 KB budget.
 * Every build and every test that renders a component goes through these, so what is tested
 * is what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Packages that import React: wherever the code runs in Node.js (the page renderer, tests)
 * they are bundled or inlined rather than loaded as they are, so their React is Preact too.
 */
export const packagesUsingReact = [
  'react-router',
  '@tanstack/react-query',
  'radix-ui',
  '@radix-ui',
  '@floating-ui/react-dom',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'react-hook-form',
  '@hookform/resolvers',
  'sonner',
  'lucide-react',
  '@lingui/react',
];
const packagePattern = (name: string) => new RegExp(`^${name.replaceAll('/', '\\/')}(/|$)`);

export const aliases = [
  { find: '@shared', replacement: fromRoot('./src/shared') },
  { find: '@server', replacement: fromRoot('./src/server') },
  { find: '@client', replacement: fromRoot('./src/client') },
  ...reactOnPreact,
];

/**
 * The language a client build is for (decision 030): `TRA_BUILD_LOCALE=es` builds the Spanish
 * app into dist/client-es, whose modules carry the Spanish messages; English by default.
 */
const buildLocale = isLocale(process.env.TRA_BUILD_LOCALE)
  ? process.env.TRA_BUILD_LOCALE
  : DEFAULT_LOCALE;

/**
 * A page module's chunk (`assets/landing-AbCd1234.js`). The entry imports every page; listing
 * each one's files there for preloading cost every page about 3 KB of its first JavaScript, so
 * the browser fetches those lists once the page is live instead (app/page-files.ts).
 */
const pageChunk = new RegExp(
  `^assets/(?:${readdirSync(fromRoot('./src/client/routes'))
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => file.replace(/\.tsx$/, ''))
    .join('|')})-[\\w-]{8}\\.js$`,
);

/** How Lingui's messages are compiled into the tests, which load whole catalogues instead. */
export const linguiForTests = () => linguiMessages({ carry: [], idsOnly: false });

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  // React Refresh needs React itself; with Preact (decision 027) an edit reloads the page.
  plugins: [
    linguiMessages(
      command === 'serve'
        ? { carry: LOCALES, idsOnly: false }
        : isSsrBuild
          ? // The page renderer gets every catalogue from the server.
            { carry: [], idsOnly: false }
          : { carry: [buildLocale], idsOnly: true, htmlLocale: buildLocale },
    ),
    react({ refreshExclude: /./ }),
    tailwindcss(),
  ],
  resolve: { alias: aliases },
  ssr: { noExternal: packagesUsingReact.map(packagePattern) },
  build: {
    outDir: fromRoot(
      buildLocale === DEFAULT_LOCALE ? './dist/client' : `./dist/client-${buildLocale}`,
    ),
    // The public folder's files are the same in every language; the English build has them.
    copyPublicDir: buildLocale === DEFAULT_LOCALE,
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, dependencies) => (pageChunk.test(file) ? [] : dependencies),
    },
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router reads useOptimistic when React has it and does without it otherwise.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
