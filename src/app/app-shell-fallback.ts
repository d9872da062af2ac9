/**
 * What the app shell (index.html, dist/app-shell.html: /auth, /main-user/**, /admin-dashboard/**,
 * and every page on the dev server) shows before and without its scripts
 * (docs/decisions/0047-app-shell-fallback.md): the site's header, a loading line and, when the
 * app's script failed to load or the app has not started within APP_START_WAIT_MS, "No pudimos
 * cargar esta página." with "Recargar"; a `<noscript>` text when the browser runs no JavaScript.
 * React replaces all of it when the app renders into #root (src/main.tsx).
 *
 * vite.config.ts writes it into index.html on the dev server and in the build alike; the
 * prerendered public pages drop it (scripts/prerender.mjs: between APP_FALLBACK_START and
 * APP_FALLBACK_END). Its few lines of script are inline; the Content-Security-Policy allows them
 * by their hash (scripts/hosting-config.ts hashes every inline script of the built pages).
 * No imports: vite.config.ts loads this file.
 */

export const APP_FALLBACK_START = '<!--app-fallback-->';
export const APP_FALLBACK_END = '<!--/app-fallback-->';
export const APP_FALLBACK_ID = 'app-fallback';
/** Set on #root by src/main.tsx once the app runs: its own error boundaries take over from here. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/** How long the app may take to start before the fallback says it could not load. */
export const APP_START_WAIT_MS = 8000;

export const appShellText = {
  loading: 'Cargando la página…',
  failedTitle: 'No pudimos cargar esta página.',
  failedBody: 'Puede que tu conexión se haya interrumpido o que el sitio se haya actualizado.',
  reload: 'Recargar',
  home: 'Volver al inicio',
  noScript:
    'Esta parte del sitio necesita JavaScript: actívalo en tu navegador y vuelve a cargar la página.',
} as const;

/**
 * Runs in the page as its own source text (nothing but its parameters and the browser's globals):
 * shows the failure once a script fails to load (a script's error event does not bubble: it is
 * caught at the window) or after `waitMs`, unless the app has started or replaced the fallback.
 */
export function watchAppStart(id: string, startedAttribute: string, waitMs: number): void {
  const fallback = document.getElementById(id);
  if (!fallback) return;
  const fail = () => {
    if (!fallback.isConnected || document.getElementById('root')?.hasAttribute(startedAttribute))
      return;
    const failed = fallback.querySelector<HTMLElement>('[data-app-failed]');
    if (!failed?.hidden) return;
    fallback.querySelector<HTMLElement>('[data-app-loading]')?.setAttribute('hidden', '');
    failed.hidden = false;
    failed.querySelector<HTMLElement>('h1')?.focus();
  };
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) fail();
    },
    true,
  );
  setTimeout(fail, waitMs);
  fallback.querySelector('[data-app-reload]')?.addEventListener('click', () => location.reload());
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's logo (src/features/public/components/icons.tsx, LogoMark), as markup. */
const LOGO =
  '<svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
  '<rect width="64" height="64" rx="14" fill="#fff"/><path d="M18 22h28v6H35v20h-6V28H18z" fill="#6610f2"/>' +
  '<circle cx="46" cy="44" r="5" fill="#E4007C"/></svg>';

/**
 * Rules for the dev server too, where the stylesheet comes with the app's script: the header's
 * colours (#6610f2, white: 7.2:1) and the text's layout. The build's stylesheet adds Bootstrap's.
 */
const STYLE =
  '.app-fallback-header{background:#6610f2;padding:.5rem 1rem}' +
  '.app-fallback-header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none;' +
  'display:inline-flex;align-items:center;gap:.5rem}' +
  '.app-fallback-main{padding:3rem 1rem;text-align:center}';

/** The fallback's markup, for #root. */
export function appShellFallbackHtml(companyName: string): string {
  const t = appShellText;
  return [
    `<div id="${APP_FALLBACK_ID}">`,
    `<style>${STYLE}</style>`,
    '<header class="app-fallback-header navbar navbar-dark site-navbar"><div class="container">',
    `<a class="navbar-brand" href="/">${LOGO}<span class="brand-text">${escapeHtml(companyName)}</span></a>`,
    '</div></header>',
    '<main class="app-fallback-main container py-5 text-center">',
    `<p class="lead" role="status" data-app-loading>${t.loading}</p>`,
    '<section data-app-failed hidden aria-labelledby="app-fallback-titulo">',
    `<h1 id="app-fallback-titulo" class="h2" tabindex="-1">${t.failedTitle}</h1>`,
    `<p class="lead">${t.failedBody}</p>`,
    '<p class="d-flex flex-wrap justify-content-center gap-2">',
    `<button type="button" class="btn btn-primary" data-app-reload>${t.reload}</button>`,
    `<a class="btn btn-outline-primary" href="/">${t.home}</a>`,
    '</p></section>',
    '<noscript><style>[data-app-loading]{display:none}</style>',
    `<p class="lead">${t.noScript}</p><p><a href="/">${t.home}</a></p></noscript>`,
    '</main></div>',
  ].join('');
}

/** The inline script's text: `watchAppStart` called for the fallback above. */
export function appShellFallbackScript(): string {
  return `(${watchAppStart.toString()})(${JSON.stringify(APP_FALLBACK_ID)}, ${JSON.stringify(APP_STARTED_ATTRIBUTE)}, ${APP_START_WAIT_MS});`;
}

/**
 * index.html with the fallback in its empty #root and the script right after it (before the
 * app's module, which runs only once the document is parsed), between the markers.
 */
export function withAppShellFallback(html: string, companyName: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html no tiene <div id="root"></div>.');
  return html.replace(
    root,
    () =>
      `${APP_FALLBACK_START}<div id="root">${appShellFallbackHtml(companyName)}</div>` +
      `<script>${appShellFallbackScript()}</script>${APP_FALLBACK_END}`,
  );
}

/** A page's HTML without the fallback: an empty #root (the prerendered pages). */
export function withoutAppShellFallback(html: string): string {
  const start = html.indexOf(APP_FALLBACK_START);
  const end = html.indexOf(APP_FALLBACK_END);
  if (start < 0 || end < start) throw new Error('index.html no tiene el contenido de respaldo.');
  return `${html.slice(0, start)}<div id="root"></div>${html.slice(end + APP_FALLBACK_END.length)}`;
}
