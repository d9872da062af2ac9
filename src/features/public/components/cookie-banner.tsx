import { useEffect } from 'react';
import { BANNER_OFFSET_VARIABLE, showCookieBanner } from './cookie-banner-dom';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

export { BANNER_OFFSET_VARIABLE, COOKIE_CONSENT_KEY };

/**
 * Cookie banner, shown until "Entendido": the same plain-DOM banner the prerendered pages show
 * without React (./cookie-banner-dom.ts), added to the page after mount. It is never part of the
 * server-rendered markup, so hydration cannot disagree with what this visitor's storage says.
 */
export function CookieBanner() {
  useEffect(() => showCookieBanner(document.body), []);
  return null;
}
