import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { setStoresForTesting } from '@/data/store';
import { getUser } from '@/data/users';
import { saveNeedsAssessment } from '@/data/needs-assessments';
import type { DocumentStore } from '@/data/ports';
import type { NeedsFormData } from '@/domain/schemas/needs-assessment';
import { recommend } from '@/domain/recommendation';
import { createTestGuestDocument, renderTool, TEST_GUEST } from '../test-utils/render-tool';
import {
  NEEDS_POINTS_MESSAGE,
  NEEDS_PROCESSING_MESSAGE,
  NeedsAssessmentPage,
} from './needs-assessment-page';

const MESSAGES = {
  1: 'Por favor, selecciona al menos una opción.',
  2: 'Por favor, selecciona el volumen para los tipos de impresión elegidos.',
  3: 'Por favor, selecciona al menos una funcionalidad.',
  4: 'Por favor, completa ambas preguntas de este paso.',
  5: 'Por favor, selecciona el tipo de negocio.',
} as const;
const SAVE_FAILED = 'Error al guardar tus respuestas. Por favor, inténtalo de nuevo.';

type User = ReturnType<typeof userEvent.setup>;

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const finish = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Ver Recomendación' }));
const check = (user: User, label: string) => user.click(screen.getByLabelText(label));

/** Answers steps 1 to 4 (B/N and colour, medium/high volume, scan + duplex, 6-20 people, 2-5 printers). */
async function answerFirstFourSteps(user: User) {
  await check(user, 'Ambos (B/N y color)');
  await next(user);
  await check(user, 'Medio: 1,000-5,000 páginas B/N al mes');
  await check(user, 'Alto: >2,000 páginas a color al mes');
  await next(user);
  await check(user, 'Escanear');
  await check(user, 'Impresión a doble cara (dúplex)');
  await next(user);
  await check(user, '6 a 20 personas');
  await check(user, '2 a 5 equipos');
  await next(user);
  expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
}

const EXPECTED_FORM_DATA: NeedsFormData = {
  needsType: ['both'],
  volumeBN: 'medium',
  volumeColor: 'high',
  functionalities: ['scan', 'duplex'],
  numUsers: '6-20',
  numPrintersDesired: '2-5',
  businessType: 'health',
};

// Many user events per test: allow for a busy, shared CPU.
describe('NeedsAssessmentPage', { timeout: 20_000 }, () => {
  let documents: DocumentStore;
  beforeEach(async () => {
    ({ documents } = await installBrowserStoresForTesting());
    await createTestGuestDocument();
  });
  afterEach(() => setStoresForTesting(null));

  it('shows each step message and advances only when the step validates', async () => {
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);

    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES[1]);
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    await check(user, 'Color');
    await next(user);

    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[2]);
    await check(user, 'Bajo: <500 páginas a color al mes');
    await next(user);

    expect(screen.getByText('Paso 3 de 5')).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[3]);
    await check(user, 'Conexión Wi-Fi');
    await next(user);

    expect(screen.getByText('Paso 4 de 5')).toBeInTheDocument();
    await check(user, '1 a 5 personas');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[4]);
    expect(screen.getByText('Paso 4 de 5')).toBeInTheDocument();
    await check(user, '1 equipo');
    await next(user);

    expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    await finish(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[5]);
    expect(screen.queryByText('Nuestra recomendación para ti')).not.toBeInTheDocument();
  });

  it('uses checkbox and radio controls named after the formData keys with the stored values', async () => {
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    const bn = screen.getByLabelText('Blanco y negro (B/N)');
    expect(bn).toHaveAttribute('type', 'checkbox');
    expect(bn).toHaveAttribute('name', 'needsType');
    expect(bn).toHaveAttribute('value', 'bn');
    expect(screen.getByLabelText('Ambos (B/N y color)')).toHaveAttribute('value', 'both');
    await check(user, 'Blanco y negro (B/N)');
    await next(user);
    const high = screen.getByLabelText('Alto: >5,000 páginas B/N al mes');
    expect(high).toHaveAttribute('type', 'radio');
    expect(high).toHaveAttribute('name', 'volumeBN');
    expect(high).toHaveAttribute('value', 'high');
  });

  it('asks in step 2 only for the volumes of the chosen printing types', async () => {
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    await check(user, 'Blanco y negro (B/N)');
    await next(user);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual([
      'volumeBN',
      'volumeBN',
      'volumeBN',
    ]);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await check(user, 'Blanco y negro (B/N)');
    await check(user, 'Color');
    await next(user);
    expect(new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name')))).toEqual(
      new Set(['volumeColor']),
    );

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await check(user, 'Ambos (B/N y color)');
    await next(user);
    expect(new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name')))).toEqual(
      new Set(['volumeBN', 'volumeColor']),
    );
    // Both volumes are needed when both types were chosen.
    await check(user, 'Bajo: <1,000 páginas B/N al mes');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES[2]);
  });

  it('computes, stores and shows the recommendation, with the document fields of the spec', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderTool(<NeedsAssessmentPage />);
    await answerFirstFourSteps(user);
    await check(user, 'Salud (consultorio, clínica o laboratorio)');
    await finish(user);

    const expected = recommend(EXPECTED_FORM_DATA);
    expect(await screen.findByText('Nuestra recomendación para ti')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: expected.title })).toBeInTheDocument();
    for (const detail of expected.details) expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.cta })).toHaveAttribute(
      'href',
      '/main-user/resources-calendar',
    );

    const stored = await documents.get('needsAssessments', TEST_GUEST.uid);
    expect(stored).toEqual({
      userId: TEST_GUEST.uid,
      email: TEST_GUEST.email,
      formData: EXPECTED_FORM_DATA,
      recommendation: expected,
      completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const completedAt = Date.parse(String(stored?.completedAt));
    expect(completedAt).toBeGreaterThanOrEqual(before);
    expect(completedAt).toBeLessThanOrEqual(Date.now());
  });

  it('shows the processing text while saving', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setStoresForTesting({
      documents: {
        ...documents,
        set: async (...args) => {
          await gate;
          return documents.set(...args);
        },
      },
    });
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    await answerFirstFourSteps(user);
    await check(user, 'Oficina o despacho');
    await finish(user);
    expect(await screen.findByText(NEEDS_PROCESSING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Recomendación' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    release();
    expect(await screen.findByText('Nuestra recomendación para ti')).toBeInTheDocument();
    expect(screen.queryByText(NEEDS_PROCESSING_MESSAGE)).not.toBeInTheDocument();
  });

  it('"Anterior" goes back a step and clears the result', async () => {
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    await answerFirstFourSteps(user);
    await check(user, 'Comercio o tienda');
    await finish(user);
    expect(await screen.findByText('Nuestra recomendación para ti')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Paso 4 de 5')).toBeInTheDocument();
    expect(screen.queryByText('Nuestra recomendación para ti')).not.toBeInTheDocument();
    // The answers are kept.
    expect(screen.getByLabelText('6 a 20 personas')).toBeChecked();
  });

  it('awards needsAssessmentCompleted once, even when the test is completed twice', async () => {
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    await answerFirstFourSteps(user);
    await check(user, 'Industria o manufactura');
    await finish(user);
    expect(await screen.findByText(NEEDS_POINTS_MESSAGE)).toBeInTheDocument();
    expect((await getUser(TEST_GUEST.uid))?.score).toBe(20);

    await check(user, 'Institución educativa');
    await finish(user);
    await waitFor(async () =>
      expect((await documents.get('needsAssessments', TEST_GUEST.uid))?.formData).toMatchObject({
        businessType: 'education',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText(NEEDS_PROCESSING_MESSAGE)).not.toBeInTheDocument(),
    );
    const stored = await getUser(TEST_GUEST.uid);
    expect(stored?.score).toBe(20);
    expect(stored?.achievements.needsAssessmentCompleted).toBe(true);
  });

  it('on a save failure shows the recommendation, the error and a working retry', async () => {
    let failing = true;
    setStoresForTesting({
      documents: {
        ...documents,
        set: (...args) =>
          failing ? Promise.reject(new Error('sin conexión')) : documents.set(...args),
      },
    });
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    await answerFirstFourSteps(user);
    await check(user, 'Otro');
    await finish(user);

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Nuestra recomendación para ti')).toBeInTheDocument();
    expect(await documents.get('needsAssessments', TEST_GUEST.uid)).toBeNull();
    expect((await getUser(TEST_GUEST.uid))?.score).toBe(0);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Intentar guardar de nuevo' }));
    await waitFor(() => expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument());
    expect(await screen.findByText(NEEDS_POINTS_MESSAGE)).toBeInTheDocument();
    expect((await documents.get('needsAssessments', TEST_GUEST.uid))?.formData).toMatchObject({
      businessType: 'other',
    });
    expect((await getUser(TEST_GUEST.uid))?.score).toBe(20);
  });

  it('offers to see a previous assessment', async () => {
    const formData: NeedsFormData = { ...EXPECTED_FORM_DATA, businessType: 'office' };
    const recommendation = recommend(formData);
    await saveNeedsAssessment(TEST_GUEST.uid, {
      userId: TEST_GUEST.uid,
      email: TEST_GUEST.email,
      formData,
      recommendation,
      completedAt: '2026-03-03T18:00:00.000Z',
    });
    const user = userEvent.setup();
    renderTool(<NeedsAssessmentPage />);
    expect(
      await screen.findByText(/Ya completaste este test el 3 de marzo de 2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(recommendation.title)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver mi recomendación anterior' }));
    expect(screen.getByText('Tu recomendación anterior')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: recommendation.title })).toBeInTheDocument();
    // The test itself can be taken again.
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
  });
});
