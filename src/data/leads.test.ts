import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from './ports';
import { getLead, leadListOptions, listAllLeads, listLeads, parseLead } from './leads';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';
import { leadSearchKeys } from '@/domain/search-keys';

/** A request as the quote function stores it (without the fields under test). */
const stored = (overrides: Record<string, unknown> = {}) => {
  const fields = { ...request, ...overrides };
  return { ...fields, ...leadSearchKeys(fields) };
};

const request = {
  fullName: 'Ana Pérez',
  clientType: 'Empresa',
  corporateEmail: 'ana@hotelcaribe.mx',
  phone: '+529981234567',
  serviceType: 'Renta',
  equipmentQuantity: '1-10',
  company: 'Hotel Caribe',
  state: 'Quintana Roo',
  message: '',
  recaptcha: true,
  submittedAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'Nuevo',
};

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('parseLead: an anonymised lead', () => {
  /** As functions/src/privacy/anonymize.ts leaves it: the person's data replaced, keys gone. */
  const anonymized = () => {
    const { emailKey: _email, nameKey: _name, ...rest } = stored();
    return {
      ...rest,
      fullName: 'Datos anonimizados',
      corporateEmail: '',
      phone: '',
      message: '',
      anonymized: {
        at: '2026-03-05T12:00:00.000Z',
        by: 'admin-1',
        cause: 'admin',
        reason: 'Lo pidió por teléfono.',
      },
    };
  };

  it('is read, with who anonymised it, when and why', () => {
    expect(parseLead('a', anonymized())).toMatchObject({
      fullName: 'Datos anonimizados',
      corporateEmail: '',
      phone: '',
      company: 'Hotel Caribe',
      anonymized: {
        at: '2026-03-05T12:00:00.000Z',
        by: 'admin-1',
        cause: 'admin',
        reason: 'Lo pidió por teléfono.',
      },
    });
  });

  it('stays in the desk’s list and is found by id', async () => {
    await documents.set('contactSubmissions', 'anon', anonymized());
    await documents.set('contactSubmissions', 'other', stored());
    expect((await listLeads()).items.map((lead) => lead.id).sort()).toEqual(['anon', 'other']);
    expect((await getLead('anon'))?.anonymized?.cause).toBe('admin');
    expect((await getLead('other'))?.anonymized).toBeNull();
  });
});

describe('parseLead: whether sales was told', () => {
  it('reads a request stored before the field existed as notified', () => {
    expect(parseLead('a', stored())).toMatchObject({
      notified: true,
      notifiedAt: null,
      notifiedVia: null,
    });
  });

  it('keeps false (the quote function stores every new lead so) and how it was told', () => {
    expect(parseLead('a', stored({ notified: false }))).toMatchObject({ notified: false });
    expect(
      parseLead(
        'a',
        stored({ notified: true, notifiedAt: '2026-03-01T10:00:05.000Z', notifiedVia: 'digest' }),
      ),
    ).toMatchObject({
      notified: true,
      notifiedAt: '2026-03-01T10:00:05.000Z',
      notifiedVia: 'digest',
    });
  });

  it('reads a malformed value as notified, and an unknown channel as none', () => {
    expect(parseLead('a', stored({ notified: 'no', notifiedVia: 'fax' }))).toMatchObject({
      notified: true,
      notifiedVia: null,
    });
  });
});

describe('listLeads: "Sin notificar"', () => {
  it('asks for notified == false, with the stage when there is one, newest first', () => {
    expect(leadListOptions({ unnotified: true })).toEqual({
      where: [{ field: 'notified', op: '==', value: false }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 50,
    });
    expect(leadListOptions({ unnotified: true, status: 'Contactado' }).where).toEqual([
      { field: 'notified', op: '==', value: false },
      { field: 'status', op: '==', value: 'Contactado' },
    ]);
  });

  it('lists only the leads not yet told, combined with the stage filter', async () => {
    await documents.set('contactSubmissions', 'viejo', stored({ fullName: 'Sin campo' }));
    await documents.set(
      'contactSubmissions',
      'avisado',
      stored({ fullName: 'Avisado', notified: true, createdAt: '2026-03-02T10:00:00.000Z' }),
    );
    await documents.set(
      'contactSubmissions',
      'nuevo-pendiente',
      stored({
        fullName: 'Pendiente Nuevo',
        notified: false,
        createdAt: '2026-03-03T10:00:00.000Z',
      }),
    );
    await documents.set(
      'contactSubmissions',
      'contactado-pendiente',
      stored({
        fullName: 'Pendiente Contactado',
        notified: false,
        status: 'Contactado',
        createdAt: '2026-03-04T10:00:00.000Z',
      }),
    );
    const names = (leads: { fullName: string }[]) => leads.map((lead) => lead.fullName);
    expect(names((await listLeads({ unnotified: true })).items)).toEqual([
      'Pendiente Contactado',
      'Pendiente Nuevo',
    ]);
    expect(names((await listLeads({ unnotified: true, status: 'Nuevo' })).items)).toEqual([
      'Pendiente Nuevo',
    ]);
    expect(names(await listAllLeads({ unnotified: true, search: 'hotel' }))).toEqual([
      'Pendiente Contactado',
      'Pendiente Nuevo',
    ]);
    expect(names((await listLeads()).items)).toHaveLength(4);
    expect(await getLead('viejo')).toMatchObject({ notified: true });
  });
});

describe('listLeads: search', () => {
  it('finds e-mails and companies whatever their case and accents', async () => {
    await documents.set(
      'contactSubmissions',
      'ambar',
      stored({ company: 'Hotel Ámbar Cancún', corporateEmail: 'Compras@HotelAmbar.MX' }),
    );
    await documents.set('contactSubmissions', 'nandu', stored({ company: 'cafetería ñandú' }));
    const ids = async (search: string) => (await listLeads({ search })).items.map((l) => l.id);
    expect(await ids('hotel ámbar')).toEqual(['ambar']);
    expect(await ids('HOTEL AMB')).toEqual(['ambar']);
    expect(await ids('compras@hotelambar')).toEqual(['ambar']);
    expect(await ids('COMPRAS@')).toEqual(['ambar']);
    expect(await ids('Cafeteria Nandu')).toEqual(['nandu']);
    expect(await ids('café')).toEqual(['nandu']);
  });
});

describe('parseLead: the stored request', () => {
  it('reads a request without a message as message ""', () => {
    const { message: _none, ...withoutMessage } = stored();
    expect(parseLead('a', withoutMessage)).toMatchObject({ id: 'a', message: '' });
  });

  it('refuses a request without recaptcha true, a value outside its list, or a missing text', () => {
    expect(parseLead('a', stored())).toMatchObject({ id: 'a', fullName: 'Ana Pérez' });
    expect(parseLead('a', stored({ recaptcha: false }))).toBeNull();
    expect(parseLead('a', stored({ state: 'Texas' }))).toBeNull();
    expect(parseLead('a', stored({ equipmentQuantity: '100' }))).toBeNull();
    const { fullName: _missing, ...withoutName } = stored();
    expect(parseLead('a', withoutName)).toBeNull();
  });
});
