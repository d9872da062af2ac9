import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/main.scss';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { recordVisit } from './lib/attribution';

// Where this visit came from, for the quote form (campaign parameters, the linking site's host).
recordVisit();

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A public page's chunks are loaded before the first render (preloadRoute): prerendered pages
// (scripts/prerender.mjs) are then hydrated in one pass with the same markup — inside a transition,
// so React hydrates in short slices instead of one long task — and a page rendered from the empty
// app shell (the dev server) shows at once, without a loading
// state. If a chunk cannot load, rendering still starts: the page asks for it again and, if that
// fails too, the route's error boundary (src/components/error-boundary.tsx) shows a message and may
// reload once (Suspense only shows the loading state meanwhile; it does not catch the error).
const pageLoaded = preloadRoute(window.location.pathname).catch(() => undefined);
if (container.hasChildNodes()) {
  void pageLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  void pageLoaded.then(() => createRoot(container).render(app));
}
