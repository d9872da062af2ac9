import type { ContactSubmission } from '@/domain/schemas/contact-submission';
import type { DocumentStore } from './ports';
import {
  addContactSubmission,
  listContactSubmissions,
  newContactSubmissionId,
  parseContactSubmission,
  saveContactSubmission,
} from './contact-submissions';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const base: ContactSubmission = {
  fullName: 'Carlos Méndez',
  clientType: 'Institución Educativa',
  corporateEmail: 'carlos@escuela.edu.mx',
  phone: '3312345678',
  serviceType: 'Renta',
  equipmentQuantity: '11-50',
  company: 'Colegio Jalisco',
  state: 'Jalisco',
  message: 'Necesitamos 20 impresoras.',
  recaptcha: true,
  submittedAt: '2026-05-01T09:00:00.000Z',
};

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

/** Stores `data` as if the database's clock read `at` (the browser store writes its own clock). */
async function addAt(at: string, data: ContactSubmission): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  try {
    return await addContactSubmission(data);
  } finally {
    vi.useRealTimers();
  }
}

describe('contact submissions', () => {
  it('addContactSubmission stores the submission under a new id, stamped with createdAt', async () => {
    const id = await addAt('2026-05-01T09:00:05.000Z', base);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await documents.get('contactSubmissions', id)).toEqual({
      ...base,
      status: 'Nuevo',
      createdAt: '2026-05-01T09:00:05.000Z',
    });
  });

  it('saveContactSubmission writes under the id the form picked', async () => {
    const id = newContactSubmissionId();
    await saveContactSubmission(id, base);
    expect(await documents.get('contactSubmissions', id)).toMatchObject(base);
  });

  it('never writes undefined values', async () => {
    const id = await addContactSubmission({ ...base, message: undefined as unknown as string });
    const stored = await documents.get('contactSubmissions', id);
    expect(stored).not.toHaveProperty('message');
    expect((await listContactSubmissions())[0]).toEqual({
      ...base,
      message: '',
      id,
      createdAt: expect.any(String),
    });
  });

  it('lists submissions newest createdAt first, with their ids, leaving out malformed ones', async () => {
    const older = await addAt('2026-05-01T08:00:00.000Z', { ...base, fullName: 'Primero' });
    const newer = await addAt('2026-05-03T08:00:00.000Z', {
      ...base,
      fullName: 'Último',
      submittedAt: '2026-05-03T08:00:00.000Z',
    });
    const middle = await addAt('2026-05-02T08:00:00.000Z', { ...base, fullName: 'Segundo' });
    await documents.add('contactSubmissions', {
      ...base,
      serviceType: 'Regalo',
      createdAt: '2026-05-04T08:00:00.000Z',
    });
    const list = await listContactSubmissions();
    expect(list.map((s) => [s.id, s.fullName])).toEqual([
      [newer, 'Último'],
      [middle, 'Segundo'],
      [older, 'Primero'],
    ]);
    expect(list[0]).toEqual({
      ...base,
      fullName: 'Último',
      submittedAt: '2026-05-03T08:00:00.000Z',
      createdAt: '2026-05-03T08:00:00.000Z',
      id: newer,
    });
  });

  it('rejects a stored submission without recaptcha true or with a value outside its list', () => {
    expect(parseContactSubmission(base)).toEqual(base);
    expect(parseContactSubmission({ ...base, recaptcha: false })).toBeNull();
    expect(parseContactSubmission({ ...base, state: 'Texas' })).toBeNull();
    expect(parseContactSubmission({ ...base, equipmentQuantity: '100' })).toBeNull();
    expect(parseContactSubmission({ ...base, fullName: undefined })).toBeNull();
  });
});
