import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterLinks } from '@/components/router-links';
import { PublicLayout } from './public-layout';

function Home() {
  return (
    <>
      <h1>Inicio de prueba</h1>
      <section id="servicios">Servicios</section>
      <Link to="/business-lines">Ir a líneas</Link>
    </>
  );
}

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', {
    name,
  });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterLinks>
        <Routes>
          <Route
            element={
              <PublicLayout newsletter={<p>Ranura del newsletter</p>}>
                <Routes>
                  <Route path="/" element={<Home />} />
                  <Route path="/business-lines" element={<h1>Líneas</h1>} />
                  <Route path="*" element={<h1>No existe</h1>} />
                </Routes>
              </PublicLayout>
            }
            path="*"
          />
        </Routes>
      </RouterLinks>
    </MemoryRouter>,
  );
}

describe('PublicLayout', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('has a skip link to the one <main id="contenido">, the footer slot and the banner', async () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    );
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'contenido');
    expect(screen.getByText('Ranura del newsletter')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });

  it('sets document.title from the SEO data on every route change', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(document.title).toMatch(/^Tu Socio Ideal \| Renta de impresoras/);
    await user.click(screen.getByRole('link', { name: 'Ir a líneas' }));
    expect(document.title).toMatch(/^Líneas de negocios/);
  });

  it('scrolls smoothly to the anchor when the hash changes', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(navLink('Servicios'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('servicios'));
  });

  it('scrolls to the anchor of the URL it opens with', () => {
    renderAt('/#servicios');
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('servicios'));
  });

  it('scrolls to the top on a route change without a hash (not on first load)', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Ir a líneas' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    const user = userEvent.setup();
    renderAt('/');
    await user.click(navLink('Servicios'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    vi.unstubAllGlobals();
  });

  it('scrolls again when the same anchor link is followed twice', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(navLink('Servicios'));
    await act(async () => {});
    await user.click(navLink('Servicios'));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
