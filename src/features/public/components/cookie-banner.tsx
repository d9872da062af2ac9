import { useEffect, useRef, useState } from 'react';
import { SiteLink as Link } from '@/components/site-link';
import { paths } from '@/config/paths';
import { layoutCopy } from '@/content/site-frame';
import { COOKIE_CONSENT_KEY, cookiesAccepted as accepted } from './cookie-consent';

export { COOKIE_CONSENT_KEY };

/**
 * The banner's height, as a CSS variable on <html>, while it shows: floating controls ("Volver
 * arriba") sit above it instead of under it (src/styles/_site.scss).
 */
export const BANNER_OFFSET_VARIABLE = '--cookie-banner-offset';

/**
 * Cookie banner, shown until "Entendido". Rendered only after mount: the prerendered HTML never
 * contains it, so hydration cannot disagree with what this visitor's storage says.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    setVisible(!accepted());
  }, []);

  useEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(BANNER_OFFSET_VARIABLE, `${banner.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(BANNER_OFFSET_VARIABLE);
    };
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage blocked: hide the banner for this page view anyway.
    }
    setVisible(false);
  };

  const copy = layoutCopy.cookieBanner;
  return (
    <section ref={ref} className="cookie-banner" aria-label={copy.label}>
      <div className="container d-flex flex-column flex-sm-row align-items-sm-center gap-3">
        <p className="mb-0 flex-grow-1">
          {copy.text} <Link to={paths.privacy}>{copy.linkLabel}</Link>.
        </p>
        <button type="button" className="btn btn-action flex-shrink-0" onClick={accept}>
          {copy.accept}
        </button>
      </div>
    </section>
  );
}
