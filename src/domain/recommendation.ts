/**
 * The needs test (docs/product.md, Needs test): option labels, per-step validation and the
 * recommendation itself.
 */
import type {
  BusinessType,
  Functionality,
  NeedsType,
  PrinterCount,
  UserCount,
  Volume,
} from './entities';
import type { NeedsFormData, Recommendation } from './schemas/needs-assessment';
import { emptyNeedsFormData } from './schemas/needs-assessment';

export { emptyNeedsFormData };

export const NEEDS_STEPS = [1, 2, 3, 4, 5] as const;
export type NeedsStep = (typeof NEEDS_STEPS)[number];

export interface NeedsOption<V extends string> {
  value: V;
  label: string;
}

/** Spanish labels for every stored option value (values as in docs/product.md, Needs test). */
export const NEEDS_OPTIONS: {
  needsType: readonly NeedsOption<NeedsType>[];
  volumeBN: readonly NeedsOption<Volume>[];
  volumeColor: readonly NeedsOption<Volume>[];
  functionalities: readonly NeedsOption<Functionality>[];
  numUsers: readonly NeedsOption<UserCount>[];
  numPrintersDesired: readonly NeedsOption<PrinterCount>[];
  businessType: readonly NeedsOption<BusinessType>[];
} = {
  needsType: [
    { value: 'bn', label: 'Blanco y negro (B/N)' },
    { value: 'color', label: 'Color' },
    { value: 'both', label: 'Ambos (B/N y color)' },
  ],
  volumeBN: [
    { value: 'low', label: 'Bajo: <1,000 páginas B/N al mes' },
    { value: 'medium', label: 'Medio: 1,000-5,000 páginas B/N al mes' },
    { value: 'high', label: 'Alto: >5,000 páginas B/N al mes' },
  ],
  volumeColor: [
    { value: 'low', label: 'Bajo: <500 páginas a color al mes' },
    { value: 'medium', label: 'Medio: 500-2,000 páginas a color al mes' },
    { value: 'high', label: 'Alto: >2,000 páginas a color al mes' },
  ],
  functionalities: [
    { value: 'scan', label: 'Escanear' },
    { value: 'copy', label: 'Copiar' },
    { value: 'fax', label: 'Fax' },
    { value: 'duplex', label: 'Impresión a doble cara (dúplex)' },
    { value: 'wifi', label: 'Conexión Wi-Fi' },
    { value: 'ethernet', label: 'Conexión a red cableada (Ethernet)' },
    { value: 'tabloid', label: 'Tamaño tabloide (doble carta)' },
    { value: 'photo', label: 'Impresión de fotografías' },
    { value: 'user_restriction', label: 'Control de acceso por usuario' },
  ],
  numUsers: [
    { value: '1-5', label: '1 a 5 personas' },
    { value: '6-20', label: '6 a 20 personas' },
    { value: '21-50', label: '21 a 50 personas' },
    { value: '50+', label: 'Más de 50 personas' },
  ],
  numPrintersDesired: [
    { value: '1', label: '1 equipo' },
    { value: '2-5', label: '2 a 5 equipos' },
    { value: '6-10', label: '6 a 10 equipos' },
    { value: '10+', label: 'Más de 10 equipos' },
  ],
  businessType: [
    { value: 'office', label: 'Oficina o despacho' },
    { value: 'education', label: 'Institución educativa' },
    { value: 'retail', label: 'Comercio o tienda' },
    { value: 'industrial', label: 'Industria o manufactura' },
    { value: 'health', label: 'Salud (consultorio, clínica o laboratorio)' },
    { value: 'other', label: 'Otro' },
  ],
};

/** The per-step messages (docs/product.md, Needs test), exactly. */
export const NEEDS_STEP_MESSAGES: Record<NeedsStep, string> = {
  1: 'Por favor, selecciona al menos una opción.',
  2: 'Por favor, selecciona el volumen para los tipos de impresión elegidos.',
  3: 'Por favor, selecciona al menos una funcionalidad.',
  4: 'Por favor, completa ambas preguntas de este paso.',
  5: 'Por favor, selecciona el tipo de negocio.',
};

/** True when B/N printing was chosen ("bn" or "both"). */
export function wantsBN(formData: Pick<NeedsFormData, 'needsType'>): boolean {
  return formData.needsType.includes('bn') || formData.needsType.includes('both');
}

/** True when colour printing was chosen ("color" or "both"). */
export function wantsColor(formData: Pick<NeedsFormData, 'needsType'>): boolean {
  return formData.needsType.includes('color') || formData.needsType.includes('both');
}

/** null when the step may advance, otherwise the step's message. */
export function validateNeedsStep(step: NeedsStep, formData: NeedsFormData): string | null {
  switch (step) {
    case 1:
      return formData.needsType.length > 0 ? null : NEEDS_STEP_MESSAGES[1];
    case 2: {
      const missingBN = wantsBN(formData) && formData.volumeBN === '';
      const missingColor = wantsColor(formData) && formData.volumeColor === '';
      return missingBN || missingColor ? NEEDS_STEP_MESSAGES[2] : null;
    }
    case 3:
      return formData.functionalities.length > 0 ? null : NEEDS_STEP_MESSAGES[3];
    case 4:
      return formData.numUsers !== '' && formData.numPrintersDesired !== ''
        ? null
        : NEEDS_STEP_MESSAGES[4];
    case 5:
      return formData.businessType !== '' ? null : NEEDS_STEP_MESSAGES[5];
  }
}

/** Spanish detail line added for each chosen functionality. */
export const FUNCTIONALITY_DETAILS: Record<Functionality, string> = {
  scan: 'Escaneo: alimentador automático de documentos y envío directo a correo electrónico o a una carpeta de red en PDF.',
  copy: 'Copiado: copias de juegos completos desde el alimentador, con reducción y ampliación, y copia de identificaciones por ambos lados en una sola hoja.',
  fax: 'Fax: módulo de fax integrado en el equipo (requiere una línea telefónica analógica).',
  duplex:
    'Dúplex automático: impresión a doble cara sin intervención, que reduce hasta a la mitad el consumo de papel.',
  wifi: 'Wi-Fi: impresión inalámbrica desde computadoras, celulares y tabletas, sin instalar cables nuevos.',
  ethernet:
    'Red cableada (Ethernet): conexión estable para que todo tu equipo de trabajo comparta el mismo equipo.',
  tabloid:
    'Tamaño tabloide (doble carta): para planos, carteles, menús y reportes de gran formato.',
  photo:
    'Impresión fotográfica: alta resolución y soporte para papel fotográfico y cartulinas de mayor gramaje.',
  user_restriction:
    'Control de usuarios: acceso con PIN o tarjeta, límites de impresión por persona o área y reportes de consumo.',
};

export const RECOMMENDATION_CTA = 'Agenda una asesoría sin costo';
export const FLEET_CTA = 'Solicita un diagnóstico de flotilla';
export const CONTACT_ADVISOR_CTA = 'Contacta a un asesor';

export const NO_RESULT_RECOMMENDATION: Recommendation = {
  title: 'Hablemos de tu caso',
  description:
    'Con las respuestas que tenemos no podemos sugerirte un equipo todavía. Contacta a uno de nuestros asesores y te ayudaremos a elegir la mejor opción para tu negocio.',
  details: [],
  cta: CONTACT_ADVISOR_CTA,
};

const VOLUME_RANK: Record<Volume, number> = { low: 1, medium: 2, high: 3 };

function higherVolume(a: Volume | '', b: Volume | ''): Volume | '' {
  if (a === '') return b;
  if (b === '') return a;
  return VOLUME_RANK[a] >= VOLUME_RANK[b] ? a : b;
}

const COLOR_TITLES: Record<Volume | '', string> = {
  high: 'Multifuncional a color de alto volumen',
  medium: 'Multifuncional a color de volumen medio',
  low: 'Multifuncional a color compacta',
  '': 'Multifuncional a color',
};

const COLOR_DESCRIPTIONS: Record<Volume | '', string> = {
  high: 'Por tu volumen de impresión te conviene una multifuncional a color de alto rendimiento (45 páginas por minuto o más), con bandejas de gran capacidad y tóner de alto rendimiento para que el costo por página se mantenga bajo.',
  medium:
    'Una multifuncional a color de volumen medio (de 30 a 40 páginas por minuto) te da calidad profesional en volantes, presentaciones y reportes sin pagar por capacidad que no vas a usar.',
  low: 'Una multifuncional a color compacta cubre tus impresiones a color ocasionales con buena calidad y ocupa poco espacio en tu oficina.',
  '': 'Una multifuncional a color te permite imprimir, copiar y escanear a color y en blanco y negro desde un solo equipo.',
};

const BN_DUTY_DETAILS: Record<Volume, string> = {
  high: 'Volumen B/N alto (más de 5,000 páginas al mes): el equipo debe tener un ciclo de trabajo mensual amplio y bandejas de gran capacidad para no detenerse en los cierres de mes.',
  medium:
    'Volumen B/N medio (1,000 a 5,000 páginas al mes): el mismo equipo absorbe tus documentos en blanco y negro con un costo por página menor que el de la impresión a color.',
  low: 'Volumen B/N bajo (menos de 1,000 páginas al mes): el mismo equipo imprime tus documentos en blanco y negro sin necesidad de una segunda impresora.',
};

const MONO_DESCRIPTIONS: Record<Volume | '', string> = {
  high: 'Para más de 5,000 páginas al mes te recomendamos un equipo láser monocromático de alto rendimiento (45 páginas por minuto o más), con bandejas de gran capacidad y tóner de alto rendimiento.',
  medium:
    'Un equipo láser monocromático de volumen medio (de 35 a 40 páginas por minuto) es la opción más económica para tu volumen: imprime rápido y con un costo por página bajo.',
  low: 'Para tu volumen basta un equipo láser monocromático compacto. Aprovecha nuestra promoción: impresora monocromática en renta por $950 MXN al mes.',
  '': 'Un equipo láser monocromático es la forma más económica de imprimir documentos en blanco y negro.',
};

const MONO_QUALIFIERS: Record<Volume | '', string> = {
  high: ' de alto volumen',
  medium: ' de volumen medio',
  low: ' compacta',
  '': '',
};

const MULTIFUNCTION_FEATURES: readonly Functionality[] = ['scan', 'copy', 'fax'];

export const FLEET_DETAIL =
  'Flotilla administrada: por el tamaño de tu operación te conviene un servicio de impresión administrado, con monitoreo remoto de tóner, mantenimiento preventivo, reportes de uso por área y un solo contrato mensual.';
export const ROBUST_UNITS_DETAIL =
  'Un par de equipos robustos: distribuye la carga entre dos equipos de alto rendimiento (por ejemplo, uno por piso o área) para evitar filas y seguir imprimiendo si uno entra a mantenimiento.';
export const HEALTH_SECURITY_DETAIL =
  'Seguridad y confidencialidad: para expedientes clínicos y datos de pacientes recomendamos impresión segura con PIN (el documento sale solo cuando la persona lo libera en el equipo), borrado seguro del disco y bitácora de uso, en línea con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.';

function isFleetScale(formData: NeedsFormData): boolean {
  return formData.numUsers === '50+' || formData.numPrintersDesired === '10+';
}

function isMidScale(formData: NeedsFormData): boolean {
  return formData.numUsers === '21-50' || formData.numPrintersDesired === '6-10';
}

/**
 * docs/product.md, Needs test: colour (or both) -> a colour multifunction qualified by volume;
 * only B/N -> a monochrome printer qualified by volume; one detail per functionality; scale and
 * health notes.
 */
export function recommend(formData: NeedsFormData): Recommendation {
  const bn = wantsBN(formData);
  const color = wantsColor(formData);
  if (!bn && !color) return NO_RESULT_RECOMMENDATION;

  let title: string;
  let description: string;
  const details: string[] = [];

  if (color) {
    // With both kinds, the equipment class follows the heavier of the two volumes.
    const level = bn ? higherVolume(formData.volumeColor, formData.volumeBN) : formData.volumeColor;
    title = COLOR_TITLES[level];
    description = COLOR_DESCRIPTIONS[level];
    if (bn && formData.volumeBN !== '') details.push(BN_DUTY_DETAILS[formData.volumeBN]);
  } else {
    const multifunction = formData.functionalities.some((f) => MULTIFUNCTION_FEATURES.includes(f));
    title = `${multifunction ? 'Multifuncional' : 'Impresora'} monocromática${MONO_QUALIFIERS[formData.volumeBN]}`;
    description = MONO_DESCRIPTIONS[formData.volumeBN];
  }

  for (const functionality of formData.functionalities) {
    const detail = FUNCTIONALITY_DETAILS[functionality];
    if (detail && !details.includes(detail)) details.push(detail);
  }

  let cta = RECOMMENDATION_CTA;
  if (isFleetScale(formData)) {
    details.push(FLEET_DETAIL);
    cta = FLEET_CTA;
  } else if (isMidScale(formData)) {
    details.push(ROBUST_UNITS_DETAIL);
  }

  if (formData.businessType === 'health') details.push(HEALTH_SECURITY_DETAIL);

  return { title, description, details, cta };
}
