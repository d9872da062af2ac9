import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv } from './src/config/env-schema';
import { withAppShellFallback } from './src/app/app-shell-fallback';
import { companyNameFrom } from './src/content/company-name';

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fail the build or dev start with a clear message when the configuration is incomplete.
  const viteVars = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteVars(process.env) };
  const appEnv = parseEnv(viteVars);
  if (mode === 'production' && process.env.TUSOCIO_ANNOUNCE_ENV !== '0') {
    console.log(
      `[config] ${appEnv.mode === 'production' ? `proyecto ${appEnv.firebase.projectId}` : 'emuladores locales (demo-tusocio)'}, datos: ${appEnv.dataBackend}`,
    );
  }
  if (appEnv.appCheck === 'disabled') {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n[config] ATENCIÓN: App Check DESACTIVADO (VITE_APPCHECK_DISABLED=true) en un build de ` +
        `producción.\n[config] Firestore, Storage y el newsletter aceptarán peticiones de scripts, no solo ` +
        `de este sitio.\n${line}\n`,
    );
  }
  return {
    plugins: [
      react(),
      // The app shell is never a blank page: the site's header and a loading line in #root, then
      // "No pudimos cargar esta página." if the app does not start (src/app/app-shell-fallback.ts,
      // docs/decisions/0047-app-shell-fallback.md); on the dev server as in the build.
      {
        name: 'app-shell-fallback',
        transformIndexHtml: (html: string) => withAppShellFallback(html, companyNameFrom(viteVars)),
      },
    ],
    // The validated configuration, embedded: src/config/env.ts reads it instead of parsing the
    // variables again in every visitor's browser.
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router 7's package exports only its development build, which keeps its developer
        // warnings (remix-run/react-router#14102): the browser's production bundle takes the
        // production build instead, the same code without them (0.5 kB gzip less on every page;
        // docs/decisions/0023-error-boundaries.md). The dev server keeps the warnings.
        ...(mode === 'production' && !isSsrBuild
          ? [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    server: { port: 5173, strictPort: true, host: 'localhost' },
    preview: { port: 4173, strictPort: true, host: 'localhost' },
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    build: {
      sourcemap: false,
      target: 'es2022',
      // terser packs the public entry about 2.5 kB (gzip) smaller than esbuild's minifier; the
      // public pages' budget is 110 kB of JS (tests/bench/public.spec.ts, ADR 0010).
      minify: 'terser',
      // Every browser the build targets (es2022) supports <link rel="modulepreload">: no polyfill.
      modulePreload: { polyfill: false },
      // The prerendered public pages' own script (their islands, docs/decisions/0039-public-islands.md),
      // beside the app's entry (index.html); scripts/prerender.mjs finds it as public-islands-*.js.
      rollupOptions: isSsrBuild
        ? undefined
        : {
            input: { index: 'index.html', 'public-islands': 'src/public-islands.ts' },
            // React and react-dom, which both entries use, in a chunk named after them.
            output: {
              manualChunks: (id: string) =>
                /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined,
            },
          },
    },
    // react-bootstrap's per-component folders are not Node ESM: bundle it into the prerender build.
    ssr: { noExternal: ['react-bootstrap'] },
  };
});

function reactRouterBuild(file: string): string {
  return fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
}

function pickViteVars(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).filter(([k]) => k.startsWith('VITE_')));
}
