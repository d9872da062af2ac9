/** Document ids made in the browser, like Firestore's own: no data-seam code needed to make one. */
const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id from [A-Za-z0-9], like Firestore's `autoId()` (unbiased rejection sampling). */
export function autoId(): string {
  const maxMultiple = Math.floor(256 / AUTO_ID_ALPHABET.length) * AUTO_ID_ALPHABET.length;
  let id = '';
  while (id.length < 20) {
    const bytes = crypto.getRandomValues(new Uint8Array(40));
    for (const byte of bytes) {
      if (id.length < 20 && byte < maxMultiple)
        id += AUTO_ID_ALPHABET.charAt(byte % AUTO_ID_ALPHABET.length);
    }
  }
  return id;
}
