import type { ContactSubmission } from '@/domain/schemas/contact-submission';
import type { DocumentStore } from './ports';
import { listContactSubmissions, parseContactSubmission } from './contact-submissions';
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
  setStoresForTesting(null);
});

let seeded = 0;

/** Stores `data` as the quote function does (its own id, status and createdAt). */
async function storeAt(createdAt: string, data: Record<string, unknown>): Promise<string> {
  const id = `solicitud${String((seeded += 1)).padStart(11, '0')}`;
  await documents.set('contactSubmissions', id, { ...data, status: 'Nuevo', createdAt });
  return id;
}

describe('contact submissions', () => {
  it('a stored request without a message reads back with message ""', async () => {
    const { message: _none, ...withoutMessage } = base;
    const id = await storeAt('2026-05-01T09:00:05.000Z', withoutMessage);
    expect(await listContactSubmissions()).toEqual([
      { ...base, message: '', id, createdAt: '2026-05-01T09:00:05.000Z' },
    ]);
  });

  it('lists submissions newest createdAt first, with their ids, leaving out malformed ones', async () => {
    const older = await storeAt('2026-05-01T08:00:00.000Z', { ...base, fullName: 'Primero' });
    const newer = await storeAt('2026-05-03T08:00:00.000Z', {
      ...base,
      fullName: 'Último',
      submittedAt: '2026-05-03T08:00:00.000Z',
    });
    const middle = await storeAt('2026-05-02T08:00:00.000Z', { ...base, fullName: 'Segundo' });
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
