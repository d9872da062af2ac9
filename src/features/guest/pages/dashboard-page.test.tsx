import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS } from '@/content/news';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { getUser } from '@/data/users';
import { SessionProvider } from '@/lib/session';
import { GuestUserProvider } from '../components/guest-user-provider';
import {
  ACCESS_RESTRICTED_TITLE,
  ADVISOR_IN_DEVELOPMENT_MESSAGE,
  DASHBOARD_LOAD_FAILED_MESSAGE,
} from '../messages';
import {
  failingDocuments,
  fakeAccount,
  fakeSessionStore,
  renderGuest,
  seedUser,
} from '../test-utils/guest-harness';
import { DashboardPage } from './dashboard-page';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

const completedProfile = {
  profileCompleted: true,
  calculatorUsed: false,
  needsAssessmentCompleted: false,
  resourcesReadIds: [] as string[],
};

describe('DashboardPage', () => {
  it('greets the user by the name on users/{uid} and shows the progress figures of the document', async () => {
    await seedUser(documents, 'u1', {
      score: 45,
      resourcesRead: 3,
      achievements: {
        ...completedProfile,
        calculatorUsed: true,
        resourcesReadIds: ['a', 'b', 'c'],
      },
    });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));

    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana López!' }),
    ).toBeInTheDocument();
    // 45 / 80 = 56.25 % -> 56 %
    expect(await screen.findByTestId('profile-completeness')).toHaveTextContent('56%');
    expect(screen.getByRole('progressbar', { name: 'Perfil completado' })).toHaveAttribute(
      'aria-valuenow',
      '56',
    );
    expect(screen.getByTestId('resources-read')).toHaveTextContent('3 de 5');
    expect(screen.getByRole('progressbar', { name: 'Recursos leídos' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByTestId('score')).toHaveTextContent('45');
    // Profile already completed: the modal does not open by itself.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caps profile completeness at 100 % and resources at 5 de 5', async () => {
    await seedUser(documents, 'u1', {
      score: 115,
      resourcesRead: 7,
      achievements: completedProfile,
    });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(await screen.findByTestId('profile-completeness')).toHaveTextContent('100%');
    expect(screen.getByTestId('resources-read')).toHaveTextContent('5 de 5');
  });

  it('creates a missing user document with the defaults and opens the profile modal', async () => {
    renderGuest(
      '/main-user',
      fakeSessionStore(
        fakeAccount({ uid: 'nuevo', displayName: null, email: 'maria.perez@example.com' }),
      ),
    );
    // No name anywhere: the e-mail's local part.
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, maria.perez!' }),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    // Prefilled with the user's name once the (missing) customer record has been read.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('maria.perez'),
    );
    expect(screen.getByTestId('profile-completeness')).toHaveTextContent('0%');
    expect(screen.getByTestId('resources-read')).toHaveTextContent('0 de 5');

    const stored = await getUser('nuevo');
    expect(stored).toMatchObject({
      name: 'maria.perez',
      email: 'maria.perez@example.com',
      userType: 'guest',
      score: 0,
      profileCompleted: false,
      authProvider: 'password',
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    });
  });

  it('uses the Auth display name when the document has no name', async () => {
    await seedUser(documents, 'u1', { name: '', achievements: completedProfile });
    renderGuest(
      '/main-user',
      fakeSessionStore(fakeAccount({ uid: 'u1', displayName: 'Ana Auth' })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana Auth!' }),
    ).toBeInTheDocument();
  });

  it('does not open the profile modal when the user dismissed it before', async () => {
    await seedUser(documents, 'u1');
    localStorage.setItem('dismissedProfileModal_u1', 'true');
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(await screen.findByTestId('profile-completeness')).toHaveTextContent('0%');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("another user's dismissal flag does not keep the modal closed", async () => {
    await seedUser(documents, 'u1');
    localStorage.setItem('dismissedProfileModal_otro', 'true');
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Ana López'),
    );
  });

  it('links the recommended step and the four tool cards to the tools', async () => {
    await seedUser(documents, 'u1', { achievements: completedProfile });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    await screen.findByTestId('profile-completeness');

    expect(screen.getByRole('link', { name: 'Ir a la calculadora' })).toHaveAttribute(
      'href',
      '/main-user/calculator',
    );
    const tools = screen.getByRole('region', { name: 'Tus herramientas' });
    const links = within(tools)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Usar la calculadora', '/main-user/calculator'],
      ['Hacer el test', '/main-user/needs-assessment'],
      ['Ver los recursos', '/main-user/resources-library'],
      ['Agendar una cita', '/main-user/resources-calendar'],
    ]);
    for (const title of [
      'Calculadora de ahorro',
      'Test de necesidades',
      'Biblioteca de recursos',
      'Agendar asesoría',
    ]) {
      expect(within(tools).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole('link', { name: 'Hacer el test' }));
    expect(screen.getByRole('heading', { name: 'Página del test' })).toBeInTheDocument();
  });

  it('lists the news of src/content/news.ts with their dates', async () => {
    await seedUser(documents, 'u1', { achievements: completedProfile });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    const news = screen.getByRole('region', { name: 'Noticias' });
    for (const item of NEWS) {
      expect(within(news).getByRole('heading', { name: item.title })).toBeInTheDocument();
    }
    expect(within(news).getByText('10 de noviembre de 2026')).toBeInTheDocument();
    await screen.findByTestId('profile-completeness');
  });

  it('the advisor button only says that the feature is in development', async () => {
    await seedUser(documents, 'u1', { achievements: completedProfile });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    await screen.findByTestId('profile-completeness');
    await userEvent.click(screen.getByRole('button', { name: 'Hablar con un asesor' }));
    expect(await screen.findByText(ADVISOR_IN_DEVELOPMENT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/main-user');
  });

  it('shows the load-failure toast when users/{uid} cannot be read', async () => {
    const failing = failingDocuments(documents);
    failing.fail('get', 'users');
    setStoresForTesting({ documents: failing.store });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(await screen.findByText(DASHBOARD_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('No pudimos cargar tu progreso.')).toBeInTheDocument();
    // The greeting still works from the Auth profile.
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Ana Auth!' })).toBeInTheDocument();
  });

  it('shows "Acceso Restringido" with a link to /auth when nobody is signed in', async () => {
    render(
      <SessionProvider store={fakeSessionStore(null)}>
        <MemoryRouter>
          <GuestUserProvider>
            <DashboardPage />
          </GuestUserProvider>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: ACCESS_RESTRICTED_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    await waitFor(() =>
      expect(screen.queryByText(DASHBOARD_LOAD_FAILED_MESSAGE)).not.toBeInTheDocument(),
    );
  });
});
