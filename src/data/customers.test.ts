import type { DocumentStore } from './ports';
import { getCustomer, parseCustomerDoc, saveCustomer } from './customers';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const NOW = '2026-04-05T06:07:08.000Z';
const input = {
  userId: 'u1',
  email: 'ana@empresa.mx',
  fullName: 'Ana López',
  clientType: 'Prospect',
  phone: '5512345678',
  company: 'Impresiones del Bajío',
  state: 'Querétaro',
} as const;

let documents: DocumentStore;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

describe('customers', () => {
  it('saveCustomer merges the fields with updatedAt; getCustomer reads them back', async () => {
    await documents.set('customers', 'u1', { notes: 'kept by the merge', phone: 'old' });
    const saved = await saveCustomer('u1', input);
    expect(saved).toEqual({ ...input, updatedAt: NOW });
    expect(await documents.get('customers', 'u1')).toEqual({
      ...input,
      updatedAt: NOW,
      notes: 'kept by the merge',
    });
    expect(await getCustomer('u1')).toEqual({ ...input, updatedAt: NOW });
  });

  it('getCustomer resolves to null when there is no document', async () => {
    expect(await getCustomer('nobody')).toBeNull();
  });

  it('repairs missing texts (userId from the document id) and rejects unknown client types or states', async () => {
    expect(parseCustomerDoc({ clientType: 'Client', state: 'Jalisco' }, 'u9')).toEqual({
      userId: 'u9',
      email: '',
      fullName: '',
      clientType: 'Client',
      phone: '',
      company: '',
      state: 'Jalisco',
      updatedAt: '',
    });
    expect(parseCustomerDoc({ ...input, clientType: 'Cliente' }, 'u1')).toBeNull();
    expect(parseCustomerDoc({ ...input, state: 'CDMX' }, 'u1')).toBeNull();
    expect(parseCustomerDoc('x', 'u1')).toBeNull();
  });
});
