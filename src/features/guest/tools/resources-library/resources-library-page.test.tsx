import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { setStoresForTesting } from '@/data/store';
import { getUser, updateUser } from '@/data/users';
import type { DocumentStore } from '@/data/ports';
import { RESOURCES } from '@/content/resources';
import { createTestGuestDocument, renderTool, TEST_GUEST } from '../test-utils/render-tool';
import { LIBRARY_POINTS_MESSAGE, ResourcesLibraryPage } from './resources-library-page';

const LOAD_FAILED = 'Error al cargar tu progreso de lectura.';
const SAVE_FAILED = 'Error al guardar tu progreso de lectura.';

const VIDEO = RESOURCES.find((r) => r.type === 'Video')!;
const DOCUMENT = RESOURCES.find((r) => r.id === 'guia-costo-por-pagina')!;

type User = ReturnType<typeof userEvent.setup>;

const card = (title: string) => screen.getByRole('article', { name: title });

async function open(user: User, title: string) {
  await user.click(within(card(title)).getByRole('button'));
  return screen.findByRole('dialog');
}

async function close(user: User) {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// Many user events per test: allow for a busy, shared CPU.
describe('ResourcesLibraryPage', { timeout: 20_000 }, () => {
  let documents: DocumentStore;
  beforeEach(async () => {
    ({ documents } = await installBrowserStoresForTesting());
    await createTestGuestDocument();
  });
  afterEach(() => setStoresForTesting(null));

  it('lists the 7 resources as cards with image, title, description, badges and read state', async () => {
    renderTool(<ResourcesLibraryPage />);
    expect(await screen.findByText('0 de 5 recursos leídos')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(7);
    for (const resource of RESOURCES) {
      const c = card(resource.title);
      expect(within(c).getByRole('img')).toHaveAttribute('src', resource.imageUrl);
      expect(within(c).getByRole('img')).toHaveAccessibleName(`Ilustración: ${resource.title}`);
      expect(within(c).getByText(resource.description)).toBeInTheDocument();
      expect(within(c).getByText(resource.type)).toBeInTheDocument();
      expect(within(c).getByTestId('read-state')).toHaveTextContent('Sin leer');
    }
    expect(within(card(DOCUMENT.title)).getByText('Impresión')).toBeInTheDocument();
    expect(within(card(VIDEO.title)).getByRole('button')).toHaveAccessibleName(
      `Ver video: ${VIDEO.title}`,
    );
  });

  it('opens a document in a full-screen frame of the site page, with a new-tab link, and marks it read', async () => {
    const user = userEvent.setup();
    renderTool(<ResourcesLibraryPage />);
    await screen.findByText('0 de 5 recursos leídos');
    const dialog = await open(user, DOCUMENT.title);

    const frame = within(dialog).getByTitle(DOCUMENT.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/recursos/guia-costo-por-pagina.html');
    expect(dialog.closest('.modal')?.querySelector('.modal-dialog')).toHaveClass(
      'modal-fullscreen',
    );
    const link = within(dialog).getByRole('link', { name: 'Abrir en una pestaña nueva' });
    expect(link).toHaveAttribute('href', '/recursos/guia-costo-por-pagina.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    expect(await screen.findByText(LIBRARY_POINTS_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('1 de 5 recursos leídos')).toBeInTheDocument();
    const stored = await getUser(TEST_GUEST.uid);
    expect(stored?.score).toBe(5);
    expect(stored?.resourcesRead).toBe(1);
    expect(stored?.achievements.resourcesReadIds).toEqual([DOCUMENT.id]);

    await close(user);
    expect(within(card(DOCUMENT.title)).getByTestId('read-state')).toHaveTextContent('Leído');
  });

  it('opens the video in an embedded youtube-nocookie frame that allows full screen', async () => {
    const user = userEvent.setup();
    renderTool(<ResourcesLibraryPage />);
    await screen.findByText('0 de 5 recursos leídos');
    const dialog = await open(user, VIDEO.title);
    const frame = within(dialog).getByTitle(VIDEO.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/,
    );
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(dialog.closest('.modal')?.querySelector('.modal-dialog')).not.toHaveClass(
      'modal-fullscreen',
    );
    expect(
      within(dialog).queryByRole('link', { name: 'Abrir en una pestaña nueva' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('1 de 5 recursos leídos')).toBeInTheDocument();
  });

  it('pays a resource once when it is opened twice, and after a reload', async () => {
    const user = userEvent.setup();
    const first = renderTool(<ResourcesLibraryPage />);
    await screen.findByText('0 de 5 recursos leídos');
    await open(user, DOCUMENT.title);
    await screen.findByText('1 de 5 recursos leídos');
    await close(user);
    await open(user, DOCUMENT.title);
    await close(user);
    first.unmount();

    renderTool(<ResourcesLibraryPage />);
    expect(await screen.findByText('1 de 5 recursos leídos')).toBeInTheDocument();
    expect(within(card(DOCUMENT.title)).getByTestId('read-state')).toHaveTextContent('Leído');
    await open(user, DOCUMENT.title);
    await close(user);

    const stored = await getUser(TEST_GUEST.uid);
    expect(stored?.score).toBe(5);
    expect(stored?.resourcesRead).toBe(1);
    expect(stored?.achievements.resourcesReadIds).toEqual([DOCUMENT.id]);
  });

  it('counts resources read out of 5, capped at 5', async () => {
    await updateUser(
      TEST_GUEST.uid,
      (current) =>
        current && {
          ...current,
          score: 30,
          resourcesRead: 6,
          achievements: {
            ...current.achievements,
            resourcesReadIds: RESOURCES.slice(0, 6).map((r) => r.id),
          },
        },
    );
    renderTool(<ResourcesLibraryPage />);
    expect(await screen.findByText('5 de 5 recursos leídos')).toBeInTheDocument();
    expect(screen.getAllByText('Leído')).toHaveLength(6);
    expect(screen.getAllByText('Sin leer')).toHaveLength(1);
  });

  it('shows the load error when users/{uid} cannot be read, and still marks what is opened', async () => {
    setStoresForTesting({
      documents: { ...documents, get: () => Promise.reject(new Error('sin conexión')) },
    });
    const user = userEvent.setup();
    renderTool(<ResourcesLibraryPage />);
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    await open(user, DOCUMENT.title);
    expect(await screen.findByText('1 de 5 recursos leídos')).toBeInTheDocument();
    expect(await documents.get('users', TEST_GUEST.uid)).toMatchObject({ score: 5 });
  });

  it('shows the save error when marking fails, and pays nothing', async () => {
    setStoresForTesting({
      documents: { ...documents, update: () => Promise.reject(new Error('sin conexión')) },
    });
    const user = userEvent.setup();
    renderTool(<ResourcesLibraryPage />);
    await screen.findByText('0 de 5 recursos leídos');
    const dialog = await open(user, DOCUMENT.title);
    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    // The resource still opens.
    expect(within(dialog).getByTitle(DOCUMENT.title)).toBeInTheDocument();
    expect(screen.getByText('0 de 5 recursos leídos')).toBeInTheDocument();
    expect((await documents.get('users', TEST_GUEST.uid))?.score).toBe(0);
  });

  it('filters by category and by type', async () => {
    const user = userEvent.setup();
    renderTool(<ResourcesLibraryPage />);
    await screen.findByText('0 de 5 recursos leídos');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'impresion');
    expect(screen.getAllByRole('article')).toHaveLength(
      RESOURCES.filter((r) => r.category === 'impresion').length,
    );
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Video');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `resource-${VIDEO.id}-title`,
    ]);
    await user.selectOptions(screen.getByLabelText('Categoría'), 'domotica');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      screen.getByText('No hay recursos que coincidan con los filtros elegidos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });
});
