import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ArcoRequestSchema, parseArcoForm } from './arco';

const VALID = {
  fullName: '  Ana Pérez  ',
  email: ' ana@correo.mx ',
  right: 'Cancelación',
  details: ' Borren mis datos de su lista de prospectos. ',
};

describe('parseArcoForm', () => {
  it('gives the trimmed fields', () => {
    expect(parseArcoForm(VALID)).toEqual({
      ok: true,
      value: {
        fullName: 'Ana Pérez',
        email: 'ana@correo.mx',
        right: 'Cancelación',
        details: 'Borren mis datos de su lista de prospectos.',
      },
    });
  });

  it('names every field that is wrong, in Spanish', () => {
    expect(parseArcoForm({ fullName: ' ', email: 'ana@', right: 'Borrar', details: '' })).toEqual({
      ok: false,
      errors: {
        fullName: 'Este campo es obligatorio.',
        email: 'Ingresa un correo electrónico válido.',
        right: 'Selecciona una opción.',
        details: 'Este campo es obligatorio.',
      },
    });
  });

  it('limits the details to 2,000 characters', () => {
    const parsed = parseArcoForm({ ...VALID, details: 'x'.repeat(2001) });
    expect(parsed).toEqual({ ok: false, errors: { details: 'Máximo 2,000 caracteres.' } });
  });

  it('accepts each of the five rights', () => {
    for (const right of [
      'Acceso',
      'Rectificación',
      'Cancelación',
      'Oposición',
      'Revocación del consentimiento',
    ])
      expect(parseArcoForm({ ...VALID, right }).ok).toBe(true);
  });
});

describe('ArcoRequestSchema', () => {
  it('reads a stored request, with what the desk has not written yet empty', () => {
    const read = v.parse(ArcoRequestSchema, {
      fullName: 'Ana Pérez',
      email: 'ana@correo.mx',
      right: 'Acceso',
      details: 'Qué datos tienen de mí.',
      status: 'Recibida',
      receivedAt: '2026-03-02T15:00:00.000Z',
      dueAt: '2026-04-01T04:59:59.999Z',
      privacyNoticeVersion: '2026-11-25',
      privacyConsentAt: '2026-03-02T15:00:00.000Z',
    });
    expect(read).toMatchObject({ responseNote: '', updatedAt: null, updatedBy: null });
  });
});
