import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/main.scss';
import { App } from './app/app';
import { APP_STARTED_ATTRIBUTE } from './app/app-shell-fallback';
import { preloadRoute } from './app/router';
import { RouterLinks } from './components/router-links';
import { recordVisit } from './lib/attribution';

// Where this visit came from, for the quote form (campaign parameters, the linking site's host).
recordVisit();

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');
// Until React renders, #root holds the app shell's fallback (the site's header and a loading
// line, src/app/app-shell-fallback.ts), which says "No pudimos cargar esta página." if the app
// does not start; from here on the app's own error boundaries say it, so it no longer waits.
container.setAttribute(APP_STARTED_ATTRIBUTE, '');

// The app: the app shell of the signed-in areas (app-shell.html), and every page in the dev
// server. The prerendered public pages do not load it: their islands hydrate on their own
// (src/public-islands.ts, docs/decisions/0039-public-islands.md); a public page reached inside
// the app (a link from a signed-in area) is rendered here whole, with the router's links.
// A public page's chunks are loaded before the first render (preloadRoute), so it shows at once,
// without a loading state. If a chunk cannot load, rendering still starts: the page asks for it
// again and, if that fails too, the route's error boundary (src/components/error-boundary.tsx)
// shows a message and may reload once.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <RouterLinks>
            <App />
          </RouterLinks>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
