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
 * Appends the banner to `host` unless this browser accepted it; answers a function that takes it
 * away again (without storing anything).
 */
export function showCookieBanner(host: HTMLElement): () => void {
  if (cookiesAccepted()) return () => undefined;
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
