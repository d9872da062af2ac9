import {
  BUSINESS_TYPES,
  FUNCTIONALITIES,
  NEEDS_TYPES,
  PRINTER_COUNTS,
  USER_COUNTS,
  VOLUMES,
} from './entities';
import type { NeedsFormData } from './schemas/needs-assessment';
import {
  FLEET_CTA,
  FLEET_DETAIL,
  FUNCTIONALITY_DETAILS,
  HEALTH_SECURITY_DETAIL,
  NEEDS_OPTIONS,
  NO_RESULT_RECOMMENDATION,
  RECOMMENDATION_CTA,
  ROBUST_UNITS_DETAIL,
  emptyNeedsFormData,
  recommend,
  validateNeedsStep,
} from './recommendation';

const form = (over: Partial<NeedsFormData>): NeedsFormData => ({
  ...emptyNeedsFormData(),
  ...over,
});

const complete = form({
  needsType: ['bn'],
  volumeBN: 'medium',
  functionalities: ['duplex'],
  numUsers: '6-20',
  numPrintersDesired: '1',
  businessType: 'office',
});

describe('emptyNeedsFormData', () => {
  it('starts with nothing chosen and returns a fresh object each time', () => {
    const a = emptyNeedsFormData();
    expect(a).toEqual({
      needsType: [],
      volumeBN: '',
      volumeColor: '',
      functionalities: [],
      numUsers: '',
      numPrintersDesired: '',
      businessType: '',
    });
    a.needsType.push('bn');
    expect(emptyNeedsFormData().needsType).toEqual([]);
  });
});

describe('NEEDS_OPTIONS', () => {
  it.each([
    ['needsType', NEEDS_TYPES],
    ['volumeBN', VOLUMES],
    ['volumeColor', VOLUMES],
    ['functionalities', FUNCTIONALITIES],
    ['numUsers', USER_COUNTS],
    ['numPrintersDesired', PRINTER_COUNTS],
    ['businessType', BUSINESS_TYPES],
  ] as const)('%s lists every stored value once, in order, with a Spanish label', (key, values) => {
    const options = NEEDS_OPTIONS[key];
    expect(options.map((o) => o.value)).toEqual([...values]);
    for (const option of options) expect(option.label.trim().length).toBeGreaterThan(0);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
  });

  it('shows the page ranges on the volume labels', () => {
    expect(NEEDS_OPTIONS.volumeBN.map((o) => o.label)).toEqual([
      expect.stringContaining('<1,000'),
      expect.stringContaining('1,000-5,000'),
      expect.stringContaining('>5,000'),
    ]);
    expect(NEEDS_OPTIONS.volumeColor.map((o) => o.label)).toEqual([
      expect.stringContaining('<500'),
      expect.stringContaining('500-2,000'),
      expect.stringContaining('>2,000'),
    ]);
  });
});

describe('validateNeedsStep', () => {
  const STEP1 = 'Por favor, selecciona al menos una opción.';
  const STEP2 = 'Por favor, selecciona el volumen para los tipos de impresión elegidos.';
  const STEP3 = 'Por favor, selecciona al menos una funcionalidad.';
  const STEP4 = 'Por favor, completa ambas preguntas de este paso.';
  const STEP5 = 'Por favor, selecciona el tipo de negocio.';

  it.each([
    [1, form({}), STEP1],
    [1, form({ needsType: ['color'] }), null],
    [1, form({ needsType: ['bn', 'color'] }), null],
    [2, form({ needsType: ['bn'] }), STEP2],
    [2, form({ needsType: ['bn'], volumeBN: 'low' }), null],
    [2, form({ needsType: ['bn'], volumeColor: 'low' }), STEP2],
    [2, form({ needsType: ['color'] }), STEP2],
    [2, form({ needsType: ['color'], volumeColor: 'high' }), null],
    [2, form({ needsType: ['both'], volumeBN: 'high' }), STEP2],
    [2, form({ needsType: ['both'], volumeColor: 'high' }), STEP2],
    [2, form({ needsType: ['both'], volumeBN: 'low', volumeColor: 'high' }), null],
    [2, form({ needsType: ['bn', 'color'], volumeBN: 'low' }), STEP2],
    [2, form({ needsType: ['bn', 'color'], volumeBN: 'low', volumeColor: 'medium' }), null],
    [3, form({}), STEP3],
    [3, form({ functionalities: ['wifi'] }), null],
    [4, form({}), STEP4],
    [4, form({ numUsers: '1-5' }), STEP4],
    [4, form({ numPrintersDesired: '1' }), STEP4],
    [4, form({ numUsers: '1-5', numPrintersDesired: '1' }), null],
    [5, form({}), STEP5],
    [5, form({ businessType: 'other' }), null],
  ] as const)('step %i with %o -> %s', (step, data, expected) => {
    expect(validateNeedsStep(step, data)).toBe(expected);
  });
});

describe('recommend', () => {
  it('tells to contact an advisor when no printing type was chosen', () => {
    expect(recommend(emptyNeedsFormData())).toEqual(NO_RESULT_RECOMMENDATION);
    expect(NO_RESULT_RECOMMENDATION.description).toMatch(/asesor/);
    expect(NO_RESULT_RECOMMENDATION.details).toEqual([]);
  });

  it.each([
    [form({ needsType: ['color'], volumeColor: 'high' }), 'Multifuncional a color de alto volumen'],
    [
      form({ needsType: ['color'], volumeColor: 'medium' }),
      'Multifuncional a color de volumen medio',
    ],
    [form({ needsType: ['color'], volumeColor: 'low' }), 'Multifuncional a color compacta'],
    // both: the heavier of the two volumes sets the class
    [
      form({ needsType: ['both'], volumeColor: 'low', volumeBN: 'high' }),
      'Multifuncional a color de alto volumen',
    ],
    [
      form({ needsType: ['both'], volumeColor: 'medium', volumeBN: 'low' }),
      'Multifuncional a color de volumen medio',
    ],
    [
      form({ needsType: ['bn', 'color'], volumeColor: 'low', volumeBN: 'low' }),
      'Multifuncional a color compacta',
    ],
    [form({ needsType: ['bn'], volumeBN: 'high' }), 'Impresora monocromática de alto volumen'],
    [form({ needsType: ['bn'], volumeBN: 'medium' }), 'Impresora monocromática de volumen medio'],
    [form({ needsType: ['bn'], volumeBN: 'low' }), 'Impresora monocromática compacta'],
    [
      form({ needsType: ['bn'], volumeBN: 'low', functionalities: ['scan'] }),
      'Multifuncional monocromática compacta',
    ],
    [
      form({ needsType: ['bn'], volumeBN: 'medium', functionalities: ['duplex', 'copy'] }),
      'Multifuncional monocromática de volumen medio',
    ],
    [
      form({ needsType: ['bn'], volumeBN: 'high', functionalities: ['fax'] }),
      'Multifuncional monocromática de alto volumen',
    ],
    [
      form({ needsType: ['bn'], volumeBN: 'high', functionalities: ['wifi', 'duplex'] }),
      'Impresora monocromática de alto volumen',
    ],
  ])('%o -> %s', (data, title) => {
    const result = recommend(data);
    expect(result.title).toBe(title);
    expect(result.description.length).toBeGreaterThan(40);
    expect(result.cta).toBe(RECOMMENDATION_CTA);
  });

  it('offers the 950 MXN monochrome promotion for low B/N volume only', () => {
    expect(recommend(form({ needsType: ['bn'], volumeBN: 'low' })).description).toContain(
      '$950 MXN al mes',
    );
    expect(recommend(form({ needsType: ['bn'], volumeBN: 'high' })).description).not.toContain(
      '950',
    );
    expect(recommend(form({ needsType: ['color'], volumeColor: 'low' })).description).not.toContain(
      '950',
    );
  });

  it('adds a B/N duty line for "both", matching the B/N volume', () => {
    const result = recommend(form({ needsType: ['both'], volumeColor: 'low', volumeBN: 'high' }));
    expect(result.details[0]).toMatch(/^Volumen B\/N alto \(más de 5,000 páginas al mes\)/);
    expect(recommend(form({ needsType: ['color'], volumeColor: 'low' })).details).toEqual([]);
  });

  it('appends one detail per chosen functionality, in the chosen order', () => {
    const chosen = [...FUNCTIONALITIES].reverse();
    const result = recommend(
      form({ needsType: ['color'], volumeColor: 'medium', functionalities: chosen }),
    );
    expect(result.details).toEqual(chosen.map((f) => FUNCTIONALITY_DETAILS[f]));
    expect(new Set(Object.values(FUNCTIONALITY_DETAILS)).size).toBe(FUNCTIONALITIES.length);
  });

  it('does not repeat a detail when a functionality is listed twice', () => {
    const result = recommend(
      form({ needsType: ['bn'], volumeBN: 'low', functionalities: ['wifi', 'wifi'] }),
    );
    expect(result.details).toEqual([FUNCTIONALITY_DETAILS.wifi]);
  });

  it.each([
    ['50+ users', { numUsers: '50+', numPrintersDesired: '1' }, 'fleet'],
    ['10+ printers', { numUsers: '1-5', numPrintersDesired: '10+' }, 'fleet'],
    [
      '50+ users and 6-10 printers: the fleet wins',
      { numUsers: '50+', numPrintersDesired: '6-10' },
      'fleet',
    ],
    ['21-50 users', { numUsers: '21-50', numPrintersDesired: '1' }, 'robust'],
    ['6-10 printers', { numUsers: '6-20', numPrintersDesired: '6-10' }, 'robust'],
    ['small office', { numUsers: '6-20', numPrintersDesired: '2-5' }, 'none'],
    ['unanswered', {}, 'none'],
  ] as const)('scale: %s', (_label, over, expected) => {
    const result = recommend(form({ needsType: ['bn'], volumeBN: 'medium', ...over }));
    expect(result.details.includes(FLEET_DETAIL)).toBe(expected === 'fleet');
    expect(result.details.includes(ROBUST_UNITS_DETAIL)).toBe(expected === 'robust');
    expect(result.cta).toBe(expected === 'fleet' ? FLEET_CTA : RECOMMENDATION_CTA);
    if (expected === 'fleet') expect(FLEET_DETAIL).toMatch(/flotilla administrada/i);
    if (expected === 'robust') expect(ROBUST_UNITS_DETAIL).toMatch(/par de equipos robustos/);
  });

  it.each(BUSINESS_TYPES.map((b) => [b] as const))(
    'security note only for health (%s)',
    (businessType) => {
      const result = recommend(form({ needsType: ['color'], volumeColor: 'high', businessType }));
      expect(result.details.includes(HEALTH_SECURITY_DETAIL)).toBe(businessType === 'health');
    },
  );

  it('orders details: B/N duty, functionalities, scale, health', () => {
    const result = recommend(
      form({
        needsType: ['both'],
        volumeBN: 'medium',
        volumeColor: 'medium',
        functionalities: ['scan', 'user_restriction'],
        numUsers: '50+',
        numPrintersDesired: '10+',
        businessType: 'health',
      }),
    );
    expect(result).toEqual({
      title: 'Multifuncional a color de volumen medio',
      description: expect.stringContaining('multifuncional a color de volumen medio'),
      details: [
        expect.stringMatching(/^Volumen B\/N medio/),
        FUNCTIONALITY_DETAILS.scan,
        FUNCTIONALITY_DETAILS.user_restriction,
        FLEET_DETAIL,
        HEALTH_SECURITY_DETAIL,
      ],
      cta: FLEET_CTA,
    });
  });

  it('is deterministic and does not modify its input', () => {
    const data = { ...complete, functionalities: [...complete.functionalities] };
    const snapshot = structuredClone(data);
    expect(recommend(data)).toEqual(recommend(data));
    expect(data).toEqual(snapshot);
  });
});
