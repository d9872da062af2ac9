/**
 * The script of the prerendered public pages (docs/decisions/0039-public-islands.md), started by
 * their inline start-app module (./app/islands/start.ts) once the page has loaded and painted, or
 * at the visitor's first interaction, whichever comes first. The page stays
 * the HTML it was written as; only its islands (src/features/public/components/island.tsx) become
 * React, each when it is needed:
 * - the forms (quote, newsletter, ARCO) when they come near the screen, or at the first touch,
 *   focus, key or input inside them;
 * - the navigation menu at the first touch, focus or key inside it;
 * - "Volver arriba" once the page has scrolled past its threshold;
 * The cookie banner is not React here: plain DOM (cookie-banner-dom.ts), shown at once on a first
 * visit, so that visit loads no react-dom until an island needs it.
 * React and react-dom load with the first island; nothing here needs the router or the app.
 * Until an island has hydrated, a submit or a click on one of its buttons or boxes is held and
 * replayed once it has (those made before this loader ran were held by the start-app module,
 * ./app/islands/start.ts, and are taken over here), and what is typed stays in the fields
 * (./app/islands/hydrate.tsx). A form whose code cannot be fetched says so when sent.
 */
import { showCookieBanner } from '@/features/public/components/cookie-banner-dom';
import {
  FAILURE_ATTRIBUTE,
  HELD_ATTRIBUTE,
  ISLAND_NAMES,
  SCROLL_TO_TOP_THRESHOLD,
  YEAR_ATTRIBUTE,
  type IslandName,
} from '@/features/public/components/page-markers';
import { recordVisit } from '@/lib/attribution';

// Where this visit came from, for the quote form (campaign parameters, the linking site's host).
recordVisit();

// The copyright year of a page built in an earlier year (the page is not hydrated as a whole).
for (const element of document.querySelectorAll(`[${YEAR_ATTRIBUTE}]`)) {
  const year = String(new Date().getFullYear());
  if (element.textContent !== year) element.textContent = year;
}

/** How far ahead of the screen a form starts loading (as the quote form's schema did). */
const NEAR_MARGIN = '400px 0px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

type When = 'now' | 'near' | 'scrolled' | 'interaction' | 'never';

function when(name: IslandName): When {
  switch (name) {
    case 'cookie-banner':
      return 'never'; // plain DOM: showCookieBanner below
    case 'scroll-to-top':
      return 'scrolled';
    case 'menu':
      return 'interaction';
    default:
      return 'near';
  }
}

function watch(container: HTMLElement, name: IslandName) {
  const trigger = when(name);
  if (trigger === 'never') return;
  let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
  const held: (() => void)[] = [];
  const stop: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    const options = { capture: true, passive: type === 'scroll' };
    target.addEventListener(type, listener, options);
    stop.push(() => target.removeEventListener(type, listener, options));
  };

  // The form's "could not load" message, written after the island by the build (island.tsx).
  const failure = container.nextElementSibling?.hasAttribute(FAILURE_ATTRIBUTE)
    ? (container.nextElementSibling as HTMLElement)
    : null;
  const start = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    import('./app/islands/hydrate')
      .then(({ hydrateIsland }) =>
        hydrateIsland(container, name, () => {
          state = 'hydrated';
          if (failure) failure.hidden = true;
          for (const done of stop.splice(0)) done();
          for (const replay of held.splice(0)) replay();
          heldSubmit?.();
        }),
      )
      .catch(() => {
        // Offline or a new deployment: the next interaction tries again. A send pressed meanwhile
        // stays held (nothing typed is lost), and the form says it cannot be sent yet.
        state = 'waiting';
        if (heldSubmit && failure) failure.hidden = false;
      });
  };

  for (const type of INTERACTIONS) listen(container, type, start);
  // A click on a button or a box before React handles it: held, and replayed once it does (a box
  // is kept unticked meanwhile, so its state is React's). Links are left to the browser.
  listen(container, 'click', (event) => {
    start();
    const control = (event.target as Element).closest(
      'button[type="button"], input[type="checkbox"]',
    );
    if (!(control instanceof HTMLElement) || !container.contains(control)) return;
    if (control instanceof HTMLInputElement) event.preventDefault();
    held.push(() => control.click());
  });
  // A submit before React handles it would reload the page with the fields in its address: held,
  // and sent again once the form is React's (which validates it).
  let heldSubmit: (() => void) | null = null;
  listen(container, 'submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const { submitter } = event as SubmitEvent;
    heldSubmit ??= () =>
      form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    start();
  });
  // What the page's start-app module held before this loader ran (./app/islands/start.ts).
  for (const element of container.querySelectorAll<HTMLElement>(`[${HELD_ATTRIBUTE}]`)) {
    const kind = element.getAttribute(HELD_ATTRIBUTE);
    element.removeAttribute(HELD_ATTRIBUTE);
    if (kind === 'submit' && element instanceof HTMLFormElement)
      heldSubmit ??= () => element.requestSubmit();
    else if (kind === 'click') held.push(() => element.click());
    start();
  }

  if (trigger === 'now') start();
  else if (trigger === 'scrolled') {
    const check = () => {
      if (window.scrollY > SCROLL_TO_TOP_THRESHOLD) start();
    };
    listen(window, 'scroll', check);
    check();
  } else if (trigger === 'near' && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR_MARGIN },
    );
    // The container makes no box (display: contents): its children are what is seen.
    for (const child of container.children) observer.observe(child);
    stop.push(() => observer.disconnect());
  } else if (trigger === 'near') start();
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = container.dataset.island as IslandName;
  if (name === 'cookie-banner') showCookieBanner(container);
  else if (ISLAND_NAMES.includes(name)) watch(container, name);
}
