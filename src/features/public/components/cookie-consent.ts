/** Local storage key and value of the accepted banner (docs/product.md, Local storage). */
export const COOKIE_CONSENT_KEY = 'cookieConsentAccepted';

/** Whether this browser accepted the cookie banner (false when its storage cannot be read). */
export function cookiesAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}
