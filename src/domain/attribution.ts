/**
 * Where a lead came from: the first and the latest touch of the visitor's browser on the public
 * pages, sent with the quote and stored once on the lead as `attribution.first` and
 * `attribution.last` (docs/decisions/0028-lead-attribution.md). Shared by the browser (which
 * records touches) and the quote function (which checks what it is sent).
 *
 * A touch: the campaign parameters of the URL the visitor landed on (utm_*), the ad click ids
 * (gclid, fbclid), the host of the page that linked to us (never its path or query), the path
 * they landed on and when. Empty strings where there was nothing.
 */
export const TOUCH_KEYS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'gclid',
  'fbclid',
  'referrer',
  'landingPath',
  'at',
] as const;

export type TouchKey = (typeof TOUCH_KEYS)[number];
export type Touch = Record<TouchKey, string>;

export interface Attribution {
  first: Touch;
  last: Touch;
}

/** The longest value a touch keeps (longer ones are cut by the browser, refused by the function). */
export const TOUCH_VALUE_MAX = 200;

const URL_PARAMS: Array<[TouchKey, string]> = [
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['campaign', 'utm_campaign'],
  ['term', 'utm_term'],
  ['content', 'utm_content'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
];

/** C0 control characters and DEL: never part of a touch. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/g;

const clip = (value: string) =>
  [...value.replace(CONTROL, '').trim()].slice(0, TOUCH_VALUE_MAX).join('');

/**
 * The touch of a page load: `url` the page's address, `referrer` document.referrer. Null when the
 * load says nothing new (no campaign parameter or click id, and a referrer that is this site or
 * none).
 */
export function touchOf(url: URL, referrer: string, now: Date): Touch | null {
  let referrerHost = '';
  try {
    referrerHost = referrer ? new URL(referrer).hostname : '';
  } catch {
    referrerHost = '';
  }
  if (referrerHost === url.hostname) referrerHost = '';
  const touch = directTouch(url, now);
  for (const [key, param] of URL_PARAMS) touch[key] = clip(url.searchParams.get(param) ?? '');
  touch.referrer = clip(referrerHost);
  const says = touch.referrer !== '' || URL_PARAMS.some(([key]) => touch[key] !== '');
  return says ? touch : null;
}

/** A visit that says nothing (typed address, bookmark): only where and when. */
export function directTouch(url: URL, now: Date): Touch {
  const touch = Object.fromEntries(TOUCH_KEYS.map((key) => [key, ''])) as Touch;
  return { ...touch, landingPath: clip(url.pathname), at: now.toISOString() };
}

function parseTouch(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => !(TOUCH_KEYS as readonly string[]).includes(key)))
    return null;
  const touch = {} as Touch;
  for (const key of TOUCH_KEYS) {
    const field = record[key] ?? '';
    if (typeof field !== 'string' || field.length > TOUCH_VALUE_MAX) return null;
    if (field.replace(CONTROL, '') !== field) return null;
    touch[key] = field;
  }
  if (touch.landingPath !== '' && !touch.landingPath.startsWith('/')) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(touch.at)) return null;
  if (Number.isNaN(Date.parse(touch.at))) return null;
  return touch;
}

/** `{first, last}` as the function accepts it, or null when anything in it is not a touch. */
export function parseAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { first, last, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  const a = parseTouch(first);
  const b = parseTouch(last);
  return a && b ? { first: a, last: b } : null;
}

/** The touches kept so far, updated with this page load's (first kept, last replaced). */
export function nextAttribution(
  kept: Attribution | null,
  url: URL,
  referrer: string,
  now: Date,
): Attribution {
  const touch = touchOf(url, referrer, now);
  if (!kept) {
    const first = touch ?? directTouch(url, now);
    return { first, last: first };
  }
  return touch ? { first: kept.first, last: touch } : kept;
}

/**
 * A touch in a sentence for the desk and the CSV: "google / cpc, campaña «renta», desde
 * facebook.com, entró por /business-lines"; a visit with nothing to say is "Directa".
 */
export function describeTouch(touch: Touch): string {
  const parts: string[] = [];
  const sourceMedium = [touch.source, touch.medium].filter(Boolean).join(' / ');
  if (sourceMedium) parts.push(sourceMedium);
  if (touch.campaign) parts.push(`campaña «${touch.campaign}»`);
  if (touch.term) parts.push(`término «${touch.term}»`);
  if (touch.content) parts.push(`contenido «${touch.content}»`);
  if (touch.gclid) parts.push('clic en un anuncio de Google');
  if (touch.fbclid) parts.push('clic en Facebook o Instagram');
  if (touch.referrer) parts.push(`desde ${touch.referrer}`);
  if (parts.length === 0) parts.push('Directa');
  if (touch.landingPath) parts.push(`entró por ${touch.landingPath}`);
  return parts.join(', ');
}
