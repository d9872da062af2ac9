import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/main.scss';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them — inside a transition, so
// React hydrates in short slices instead of one long task (keeps the page responsive while it loads).
// The app shell is empty: render.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
