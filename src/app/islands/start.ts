/**
 * The prerendered public pages' start-app module: inline in every page (scripts/prerender.mjs
 * writes `startIslandsSource()`; the Content-Security-Policy allows it by its hash,
 * scripts/hosting-config.ts), it starts the islands' loader (src/public-islands.ts,
 * docs/decisions/0039-public-islands.md):
 * - after the page has loaded and its largest content has been painted, so that neither the first
 *   nor the largest paint waits for the islands' JavaScript; where the browser reports no largest
 *   paint (Chromium reports none on some loads scrolled to an anchor), at most `paintWaitMs` after
 *   the load;
 * - at once at the visitor's first touch, click, key, focus, input or send, whatever the paint;
 * - and after `fallbackMs` in any case (a background tab draws no frame, a slow image delays load).
 * Until the loader runs, a form's send is held (never submitted natively: the fields would land in
 * the address) and so is a click on an island's button or box; both are marked `data-held` for the
 * loader to replay. If the loader cannot be fetched, a held send shows the form's failure message
 * (the `data-island-failure` paragraph after the island) and the next interaction tries again.
 *
 * `startIslands` runs in the page as its own source text: it must use nothing but its parameters
 * and the browser's globals (hence the literal attribute names, HELD_ATTRIBUTE and
 * FAILURE_ATTRIBUTE of src/features/public/components/page-markers.ts).
 */

/** How long after `load` the start waits for a largest-paint entry that may never come. */
export const PAINT_WAIT_MS = 1000;
/** The start whatever happened (the former only trigger when no paint entry came). */
export const START_FALLBACK_MS = 5000;

export function startIslands(
  app: string | undefined,
  load: (url: string) => Promise<unknown>,
  paintWaitMs: number,
  fallbackMs: number,
): void {
  const triggers = ['submit', 'click', 'pointerdown', 'keydown', 'focusin', 'input'];
  let started = false;
  const failed = () => {
    for (const form of document.querySelectorAll('form[data-held="submit"]')) {
      const message = form.closest('[data-island]')?.nextElementSibling;
      if (message?.hasAttribute('data-island-failure')) message.removeAttribute('hidden');
    }
  };
  const start = () => {
    if (started || !app) return;
    started = true;
    load(app).then(
      () => {
        for (const type of triggers) removeEventListener(type, hold, true);
      },
      () => {
        // Offline, or a deployment removed the file: the next interaction asks again.
        started = false;
        failed();
      },
    );
  };
  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit') {
      event.preventDefault();
      target?.setAttribute('data-held', 'submit');
    } else if (event.type === 'click') {
      const control = target?.closest('button[type="button"], input[type="checkbox"]');
      if (control?.closest('[data-island]')) {
        // A box stays unticked until the island replays the click.
        if (control instanceof HTMLInputElement) event.preventDefault();
        control.setAttribute('data-held', 'click');
      }
    }
    start();
  }
  for (const type of triggers) addEventListener(type, hold, true);

  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const afterLargestPaint = () => {
    const timer = setTimeout(afterNextPaint, paintWaitMs);
    try {
      new PerformanceObserver((_list, observer) => {
        observer.disconnect();
        clearTimeout(timer);
        afterNextPaint();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      clearTimeout(timer);
      afterNextPaint();
    }
  };
  if (document.readyState === 'complete') afterLargestPaint();
  else addEventListener('load', afterLargestPaint, { once: true });
  setTimeout(start, fallbackMs);
}

/** The inline module's text: `startIslands` called with the page's loader (data-app). */
export function startIslandsSource(): string {
  return [
    `(${startIslands.toString()})(`,
    "  document.querySelector('script[data-app]')?.dataset.app,",
    '  (url) => import(url),',
    `  ${PAINT_WAIT_MS},`,
    `  ${START_FALLBACK_MS},`,
    ');',
  ].join('\n');
}
