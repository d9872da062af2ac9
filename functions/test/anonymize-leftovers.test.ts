/**
 * What else an anonymised lead loses (privacy/anonymize.ts): the possible duplicates (other leads
 * and accounts of the same person), the ad click ids of its attribution and a loss's free text.
 */
import { describe, expect, it } from 'vitest';

import { attributionWithoutClickIds, leftoverPersonalFields } from '../src/privacy/anonymize.js';

const DELETE = Symbol('delete');

describe('leftoverPersonalFields', () => {
  it('clears duplicates, lostDetail, search keys and the click ids, and keeps the rest of the attribution', () => {
    expect(
      leftoverPersonalFields(
        {
          fullName: 'Ana',
          emailKey: 'ana@x.mx',
          duplicateLeadIds: ['otra'],
          duplicateUserIds: ['uid-2'],
          lostDetail: 'Ana dijo que su jefe prefiere otra marca',
          lostReason: 'Precio',
          attribution: {
            first: { source: 'google', medium: 'cpc', gclid: 'Cj0KCQ', fbclid: '' },
            last: { source: 'facebook', fbclid: 'IwAR2', landingPath: '/renta' },
          },
        },
        DELETE,
      ),
    ).toEqual({
      emailKey: DELETE,
      duplicateLeadIds: DELETE,
      duplicateUserIds: DELETE,
      lostDetail: DELETE,
      attribution: {
        first: { source: 'google', medium: 'cpc' },
        last: { source: 'facebook', landingPath: '/renta' },
      },
    });
  });

  it('is empty for a lead with nothing left to clear', () => {
    expect(
      leftoverPersonalFields(
        { fullName: 'Datos anonimizados', attribution: { first: { source: 'google' } } },
        DELETE,
      ),
    ).toEqual({});
    expect(attributionWithoutClickIds(null)).toBeNull();
  });
});
