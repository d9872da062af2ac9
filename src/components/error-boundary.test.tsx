import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '@/lib/chunk-reload';
import { takeConsoleProblems } from '../../tests/setup/unit';
import { ErrorBoundary } from './error-boundary';

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/calculator-page-Bx1.js',
);

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  // jsdom's location.reload cannot be spied on (an unforgeable property): stub the whole object.
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A lazy page whose module cannot be fetched, as after a deploy or a dropped connection. */
function unloadablePage(): ComponentType {
  return lazy(() => Promise.reject(CHUNK_ERROR));
}

function Throws(): never {
  throw new Error('la página falló al mostrarse');
}

/** What React logged about the caught error (it logs caught errors with console.error). */
function expectLogged(message: string) {
  const logged = takeConsoleProblems();
  expect(logged.some((line) => line.includes(message))).toBe(true);
}

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/otra">Otra página</Link>
      </nav>
      <ErrorBoundary>
        <Routes>
          <Route path="/" element={<h1>Inicio</h1>} />
          <Route path="/otra" element={<h1>Otra página</h1>} />
          <Route
            path="/pagina"
            element={
              <Suspense fallback={<p>Cargando...</p>}>
                <Page />
              </Suspense>
            }
          />
        </Routes>
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

test('un chunk que no carga: mensaje con «Recargar» y una sola recarga automática', async () => {
  const user = userEvent.setup();
  const first = renderAt('/pagina', unloadablePage());

  const region = await screen.findByRole('region', { name: 'No pudimos cargar esta página' });
  expect(region).toHaveTextContent(
    'Puede que tu conexión se haya interrumpido o que el sitio se haya actualizado.',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(Date.now() - 5_000);
  expectLogged('Failed to fetch dynamically imported module');

  // The reloaded page still cannot load the chunk: the message stays, no second reload.
  first.unmount();
  renderAt('/pagina', unloadablePage());
  await screen.findByRole('region', { name: 'No pudimos cargar esta página' });
  expect(reload).toHaveBeenCalledTimes(1);
  expectLogged('Failed to fetch dynamically imported module');

  // «Recargar» is the visitor's own reload.
  await user.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(reload).toHaveBeenCalledTimes(2);
});

test('sin conexión, un chunk que no carga muestra el mensaje sin recargar', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderAt('/pagina', unloadablePage());

  await screen.findByRole('button', { name: 'Recargar' });
  expect(screen.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeVisible();
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  expectLogged('Failed to fetch dynamically imported module');
});

test('un error al mostrar la página: mensaje, «Volver al inicio» y «Recargar», sin recarga automática', async () => {
  const user = userEvent.setup();
  renderAt('/pagina', Throws);

  const region = screen.getByRole('region', { name: 'No pudimos mostrar esta página' });
  expect(region).toHaveTextContent('Algo salió mal al mostrar esta página.');
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  expectLogged('la página falló al mostrarse');
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('al cambiar de página, el mismo límite vuelve a mostrar su contenido', async () => {
  const user = userEvent.setup();
  renderAt('/pagina', Throws);
  expect(screen.getByRole('heading', { name: 'No pudimos mostrar esta página' })).toBeVisible();
  expectLogged('la página falló al mostrarse');

  // A link outside the boundary (the site's header): the boundary stays mounted and resets.
  await user.click(screen.getByRole('link', { name: 'Otra página' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Otra página' })).toBeVisible();
  expect(screen.queryByText('Algo salió mal al mostrar esta página.')).not.toBeInTheDocument();
});

test('sin error no añade nada al marcado', () => {
  const { container } = render(
    <MemoryRouter>
      <ErrorBoundary>
        <p>Contenido</p>
      </ErrorBoundary>
    </MemoryRouter>,
  );
  expect(container.innerHTML).toBe('<p>Contenido</p>');
});
