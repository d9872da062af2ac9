/**
 * Phone links for a lead. Submissions store the phone as its 10 Mexican national digits
 * ("9981234567", what the quote form and the security rules produce) or in E.164
 * ("+529981234567", "+14155550123"); 10 digits mean +52.
 */

export interface PhoneLinks {
  /** Digits with country code, no "+": 529981234567 */
  digits: string;
  /** "+52 998 123 4567" for Mexico, else the E.164 form. */
  display: string;
  /** tel:+529981234567 */
  tel: string;
  /** WhatsApp click-to-chat: https://wa.me/529981234567 */
  whatsapp: string;
}

/** Links for a phone in either stored form; null when it is neither (shown as typed, no links). */
export function phoneLinks(raw: string): PhoneLinks | null {
  const compact = raw.replace(/[\s().-]/g, '');
  let digits: string;
  if (/^[1-9]\d{9}$/.test(compact)) digits = `52${compact}`;
  else if (/^\+[1-9]\d{6,14}$/.test(compact)) digits = compact.slice(1);
  else return null;

  const mexican = /^52(\d{3})(\d{3})(\d{4})$/.exec(digits);
  const display = mexican ? `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}` : `+${digits}`;
  return { digits, display, tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` };
}
