import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { layoutCopy } from '@/content/marketing';

/** Local storage key and value of the accepted banner (docs/product.md, Local storage). */
export const COOKIE_CONSENT_KEY = 'cookieConsentAccepted';

function accepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Cookie banner, shown until "Entendido". Rendered only after mount: the prerendered HTML never
 * contains it, so hydration cannot disagree with what this visitor's storage says.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!accepted());
  }, []);

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
    <section className="cookie-banner" aria-label={copy.label}>
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
