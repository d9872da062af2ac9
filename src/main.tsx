import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/main.scss';
import { App } from './app/app';
import { preloadRoute } from './app/router';

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
// state. If a chunk cannot load, rendering still starts and the route's Suspense boundary takes over.
const pageLoaded = preloadRoute(window.location.pathname).catch(() => undefined);
if (container.hasChildNodes()) {
  void pageLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  void pageLoaded.then(() => createRoot(container).render(app));
}
