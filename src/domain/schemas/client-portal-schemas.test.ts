import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EquipmentSchema, readingFloor } from './equipment';
import { parseEquipmentForm, type EquipmentFormValues } from './equipment-form';
import { belowFloorErrors, MeterReadingSchema, parseReadingForm } from './meter-reading';
import { TicketSchema } from './ticket';
import { parseFaultReport, parseTicketReply, parseTonerRequest } from './ticket-form';

const form: EquipmentFormValues = {
  model: ' Kyocera ECOSYS M2040dn ',
  serial: 'VCF1234567',
  color: 'si',
  address: 'Av. Tulum 200, Cancún',
  area: 'Recepción',
  startDate: '2026-03-01',
  monthlyFeeMxn: '1,160.00',
  includedPagesBw: '2,000',
  includedPagesColor: '500',
  extraPagePriceBw: '0.35',
  extraPagePriceColor: '1.5',
  startBw: '10234',
  startColor: '2201',
  responseHours: ' 8 ',
  resolutionHours: '24',
  tonerNegro: '15,000',
  tonerCian: '',
  tonerMagenta: ' 6000 ',
  tonerAmarillo: '',
};

describe('equipment: the admin form and the stored device', () => {
  it('turns the typed form into the device to register', () => {
    expect(parseEquipmentForm(form)).toEqual({
      ok: true,
      value: {
        model: 'Kyocera ECOSYS M2040dn',
        serial: 'VCF1234567',
        color: true,
        location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
        contract: {
          startDate: '2026-03-01',
          monthlyFeeMxn: 1160,
          includedPagesBw: 2000,
          includedPagesColor: 500,
          extraPagePriceBw: 0.35,
          extraPagePriceColor: 1.5,
          responseHours: 8,
          resolutionHours: 24,
        },
        startCounters: { bw: 10234, color: 2201 },
        tonerYield: { Negro: 15000, Magenta: 6000 },
      },
    });
  });

  it('gives a B/N device no colour pages, price or counter', () => {
    const parsed = parseEquipmentForm({ ...form, color: '' });
    expect(parsed.ok && parsed.value.contract.includedPagesColor).toBe(0);
    expect(parsed.ok && parsed.value.contract.extraPagePriceColor).toBe(0);
    expect(parsed.ok && parsed.value.startCounters.color).toBe(0);
    // Black toner only.
    expect(parsed.ok && parsed.value.tonerYield).toEqual({ Negro: 15000 });
  });

  it('takes the toner yields as optional whole pages from 1 to 1,000,000', () => {
    const none = parseEquipmentForm({ ...form, tonerNegro: ' ', tonerMagenta: '' });
    expect(none.ok && none.value.tonerYield).toEqual({});
    expect(
      parseEquipmentForm({
        ...form,
        tonerNegro: '0',
        tonerCian: '1,000,001',
        tonerMagenta: '2.5',
        tonerAmarillo: '1,000,000',
      }),
    ).toEqual({
      ok: false,
      errors: {
        tonerNegro: 'Escribe un número entero de páginas, de 1 a 1,000,000.',
        tonerCian: 'Escribe un número entero de páginas, de 1 a 1,000,000.',
        tonerMagenta: 'Escribe un número entero, sin decimales.',
      },
    });
  });

  it('answers each wrong field in Spanish', () => {
    expect(
      parseEquipmentForm({
        ...form,
        model: '  ',
        startDate: '2026-02-30x',
        monthlyFeeMxn: '10.555',
        includedPagesBw: '1.5',
        extraPagePriceBw: 'gratis',
        startBw: '1000000000',
        responseHours: '0',
        resolutionHours: '4.5',
      }),
    ).toEqual({
      ok: false,
      errors: {
        model: 'Este campo es obligatorio.',
        startDate: 'Escribe una fecha válida.',
        monthlyFeeMxn: 'Escribe un importe en pesos, con hasta dos decimales.',
        includedPagesBw: 'Escribe un número entero, sin decimales.',
        extraPagePriceBw: 'Escribe un precio en pesos, con hasta cuatro decimales.',
        startBw: 'El valor no puede ser mayor que 999,999,999.',
        responseHours: 'Escribe un número entero de horas, de 1 a 200.',
        resolutionHours: 'Escribe un número entero de horas, de 1 a 200.',
      },
    });
  });

  it('reads a stored device back, and the floor of its next reading', () => {
    const stored = v.parse(EquipmentSchema, {
      clientId: 'u1',
      model: 'M2040dn',
      serial: 'S1',
      color: false,
      location: { address: 'Cancún' },
      contract: {
        startDate: '2026-03-01',
        monthlyFeeMxn: 900,
        includedPagesBw: 1000,
        includedPagesColor: 0,
        extraPagePriceBw: 0.3,
        extraPagePriceColor: 0,
      },
      startCounters: { bw: 100, color: 0 },
    });
    expect(stored.lastReading).toBeNull();
    expect(stored.lastReadingMonth).toBe('');
    expect(stored.location.area).toBe('');
    expect(stored.contract).toMatchObject({ responseHours: 4, resolutionHours: 16 });
    expect(stored.contractEnd).toBeNull();
    expect(readingFloor(stored)).toEqual({ bw: 100, color: 0 });
    const read = { month: '2026-04', bw: 900, color: 0, at: '2026-04-26T15:00:00.000Z' };
    expect(readingFloor({ ...stored, lastReading: read })).toEqual({ bw: 900, color: 0 });
  });
});

describe('meter readings: "Capturar lectura"', () => {
  const previous = { bw: 12345, color: 300 };

  it('accepts whole counters at or above the previous reading', () => {
    expect(parseReadingForm({ bw: '12,345', color: ' 301 ' }, previous)).toEqual({
      ok: true,
      value: { bw: 12345, color: 301 },
    });
  });

  it('refuses a counter below the previous reading, naming it', () => {
    expect(parseReadingForm({ bw: '12344', color: '299' }, previous)).toEqual({
      ok: false,
      errors: {
        bw: 'La lectura no puede ser menor que la anterior (12,345).',
        color: 'La lectura no puede ser menor que la anterior (300).',
      },
    });
  });

  it('refuses what is not a whole number, and an empty field', () => {
    expect(parseReadingForm({ bw: '12345.5', color: '' }, previous)).toEqual({
      ok: false,
      errors: {
        bw: 'Escribe un número entero, sin decimales.',
        color: 'Este campo es obligatorio.',
      },
    });
    expect(parseReadingForm({ bw: '-5', color: '300' }, { bw: 0, color: 0 })).toEqual({
      ok: false,
      errors: { bw: 'Escribe un número entero, sin decimales.' },
    });
  });

  it('reads a stored reading back, refusing fractional counters', () => {
    const reading = {
      month: '2026-05',
      bw: 12400,
      color: 310,
      previous,
      by: 'u1',
      at: '2026-05-26T15:00:00.000Z',
    };
    expect(v.parse(MeterReadingSchema, reading).photoPath).toBeUndefined();
    expect(v.safeParse(MeterReadingSchema, { ...reading, bw: 1.5 }).success).toBe(false);
  });

  it('says which typed counters a newer floor leaves below it (colour only on a colour device)', () => {
    const typed = { bw: 12_000, color: 250 };
    const floor = { bw: 12_500, color: 300 };
    expect(belowFloorErrors(typed, floor, true)).toEqual({
      bw: 'La lectura no puede ser menor que la anterior (12,500).',
      color: 'La lectura no puede ser menor que la anterior (300).',
    });
    expect(belowFloorErrors(typed, floor, false)).toEqual({
      bw: 'La lectura no puede ser menor que la anterior (12,500).',
    });
    expect(belowFloorErrors({ bw: 12_500, color: 300 }, floor, true)).toEqual({});
  });
});

describe('tickets: "Solicitar tóner", "Reportar una falla" and the replies', () => {
  it('asks for at least one colour, kept in the list order', () => {
    expect(parseTonerRequest({ tonerColors: ['Amarillo', 'Negro'], description: '' })).toEqual({
      ok: true,
      value: { tonerColors: ['Negro', 'Amarillo'], description: '' },
    });
    expect(parseTonerRequest({ tonerColors: [], description: '' })).toEqual({
      ok: false,
      errors: { tonerColors: 'Elige al menos un color de tóner.' },
    });
  });

  it('needs a category and a description for a fault', () => {
    expect(parseFaultReport({ category: 'Atasco de papel', description: ' Se atora ' })).toEqual({
      ok: true,
      value: { category: 'Atasco de papel', description: 'Se atora' },
    });
    expect(parseFaultReport({ category: '', description: ' ' })).toEqual({
      ok: false,
      errors: {
        category: 'Selecciona una opción.',
        description: 'Este campo es obligatorio.',
      },
    });
  });

  it('needs a reply text of at most 2,000 characters', () => {
    expect(parseTicketReply({ text: 'x'.repeat(2001) }).ok).toBe(false);
    expect(parseTicketReply({ text: ' Va en camino ' })).toEqual({
      ok: true,
      value: { text: 'Va en camino' },
    });
  });

  it('reads a stored ticket back with its defaults', () => {
    const ticket = v.parse(TicketSchema, {
      equipmentId: 'e1',
      clientId: 'u1',
      authorUid: 'u1',
      equipment: { model: 'M2040dn', serial: 'S1' },
      kind: 'toner',
      tonerColors: ['Negro'],
      createdAt: '2026-05-26T15:00:00.000Z',
    });
    expect(ticket).toMatchObject({
      status: 'Abierto',
      open: true,
      category: '',
      description: '',
      statusChangedAt: null,
      lastReplyAt: null,
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      pausedMinutes: 0,
      resolvedAt: null,
      dueAt: null,
      technicianUid: null,
      technicianName: '',
      visit: null,
      openedBy: 'cliente',
      notified: true,
    });
  });
});
