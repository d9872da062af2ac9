/**
 * The cookie banner as plain DOM, without React: a first visit to a prerendered page shows it
 * without loading react-dom (docs/decisions/0039-public-islands.md), and the app's CookieBanner
 * shows the same one. Shown until "Entendido", which stores the consent (./cookie-consent.ts).
 */
import { paths } from '@/config/paths';
import { layoutCopy } from '@/content/site-frame';
import { COOKIE_CONSENT_KEY, cookiesAccepted } from './cookie-consent';

/**
 * The banner's height, as a CSS variable on <html>, while it shows: floating controls ("Volver
 * arriba") sit above it instead of under it (src/styles/_site.scss).
 */
export const BANNER_OFFSET_VARIABLE = '--cookie-banner-offset';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/**
 * Runs `show` once every stylesheet of the page has applied (loaded or failed). A prerendered
 * page loads its full stylesheet late and its critical CSS has no banner rules (the banner is not
 * in its HTML): shown before the stylesheet, the banner would sit unstyled at the end of the page
 * and then jump to the bottom of the screen, a layout shift. Answers a function that cancels.
 */
function afterStylesheets(show: () => void): () => void {
  const pending = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
  ).filter((link) => link.sheet === null);
  let left = pending.length;
  let cancelled = false;
  if (left === 0) show();
  for (const link of pending) {
    const done = () => {
      left -= 1;
      if (left === 0 && !cancelled) show();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  }
  return () => {
    cancelled = true;
  };
}

/**
 * Appends the banner to `host` unless this browser accepted it, once the page's stylesheets have
 * applied; answers a function that takes it away again (without storing anything).
 */
export function showCookieBanner(host: HTMLElement): () => void {
  if (cookiesAccepted()) return () => undefined;
  let remove = () => undefined as void;
  const cancel = afterStylesheets(() => {
    remove = appendBanner(host);
  });
  return () => {
    cancel();
    remove();
  };
}

function appendBanner(host: HTMLElement): () => void {
  const copy = layoutCopy.cookieBanner;
  const banner = element('section', 'cookie-banner');
  banner.setAttribute('aria-label', copy.label);
  const row = element(
    'div',
    'container d-flex flex-column flex-sm-row align-items-sm-center gap-3',
  );
  const text = element('p', 'mb-0 flex-grow-1');
  const link = element('a', '');
  link.href = paths.privacy;
  link.textContent = copy.linkLabel;
  text.append(`${copy.text} `, link, '.');
  const accept = element('button', 'btn btn-action flex-shrink-0');
  accept.type = 'button';
  accept.textContent = copy.accept;
  row.append(text, accept);
  banner.append(row);
  host.append(banner);

  const root = document.documentElement.style;
  const update = () => root.setProperty(BANNER_OFFSET_VARIABLE, `${banner.offsetHeight}px`);
  update();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(banner);
  const remove = () => {
    observer?.disconnect();
    root.removeProperty(BANNER_OFFSET_VARIABLE);
    banner.remove();
  };
  accept.addEventListener('click', () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage blocked: hide the banner for this page view anyway.
    }
    remove();
  });
  return remove;
}
