import type { NeedsAssessmentDoc } from '@/domain/schemas/needs-assessment';
import type { DocumentStore } from './ports';
import { getNeedsAssessment, parseNeedsAssessment, saveNeedsAssessment } from './needs-assessments';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const doc: NeedsAssessmentDoc = {
  userId: 'u1',
  email: 'ana@empresa.mx',
  formData: {
    needsType: ['bn', 'color'],
    volumeBN: 'medium',
    volumeColor: 'low',
    functionalities: ['scan', 'duplex'],
    numUsers: '6-20',
    numPrintersDesired: '2-5',
    businessType: 'office',
  },
  recommendation: {
    title: 'Multifuncional a color',
    description: 'Ideal para oficinas medianas.',
    details: ['Escaneo dúplex', 'Wi-Fi'],
    cta: 'Solicitar cotización',
  },
  completedAt: '2026-06-01T12:00:00.000Z',
};

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => setStoresForTesting(null));

describe('needs assessments', () => {
  it('saves and reads back the assessment', async () => {
    await saveNeedsAssessment('u1', doc);
    expect(await documents.get('needsAssessments', 'u1')).toEqual(doc);
    expect(await getNeedsAssessment('u1')).toEqual(doc);
    expect(await getNeedsAssessment('nobody')).toBeNull();
  });

  it('a second save replaces the lists (merge semantics) and keeps unrelated fields', async () => {
    await documents.set('needsAssessments', 'u1', { legacy: true });
    await saveNeedsAssessment('u1', doc);
    const second: NeedsAssessmentDoc = {
      ...doc,
      formData: { ...doc.formData, needsType: ['bn'], volumeColor: '', functionalities: [] },
      recommendation: { ...doc.recommendation, details: ['Solo B/N'] },
    };
    await saveNeedsAssessment('u1', second);
    expect(await documents.get('needsAssessments', 'u1')).toEqual({ ...second, legacy: true });
  });

  it('drops values outside their lists and rejects a document without a recommendation', () => {
    const parsed = parseNeedsAssessment(
      {
        ...doc,
        formData: {
          ...doc.formData,
          needsType: ['bn', 'sepia', 'bn'],
          volumeBN: 'huge',
          functionalities: ['fax', 3],
        },
      },
      'u1',
    );
    expect(parsed?.formData).toEqual({
      ...doc.formData,
      needsType: ['bn'],
      volumeBN: '',
      functionalities: ['fax'],
    });
    expect(parseNeedsAssessment({ ...doc, recommendation: undefined }, 'u1')).toBeNull();
    expect(parseNeedsAssessment({ ...doc, formData: 'x' }, 'u1')).toBeNull();
    expect(parseNeedsAssessment({ formData: {}, recommendation: { title: 'T' } }, 'u7')).toEqual({
      userId: 'u7',
      email: '',
      formData: {
        needsType: [],
        volumeBN: '',
        volumeColor: '',
        functionalities: [],
        numUsers: '',
        numPrintersDesired: '',
        businessType: '',
      },
      recommendation: { title: 'T', description: '', details: [], cta: '' },
      completedAt: '',
    });
  });
});
