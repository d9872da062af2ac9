/**
 * The printing savings calculator (docs/product.md, Calculator; rules in src/domain/calculator.ts).
 * The first successful calculation awards calculatorUsed (+20, once).
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import {
  calculateSavings,
  RENTAL_COST_PER_PAGE_BN,
  RENTAL_COST_PER_PAGE_COLOR,
  SAVING_PER_PRINTER,
  validateCalculatorInput,
  type CalculatorField,
  type Savings,
} from '@/domain/calculator';
import { formatMoney } from '@/domain/format';
import { POINTS } from '@/domain/points';
import { useSession } from '@/lib/session';
import { useToolAwards } from '../shared/award-progress';
import { PROGRESS_SAVE_FAILED_MESSAGE } from '../../messages';
import { usePageTitle } from '@/hooks/use-page-title';

interface FieldSpec {
  name: CalculatorField;
  label: string;
  min: string;
  step: string;
  inputMode: 'numeric' | 'decimal';
  placeholder: string;
}

/** Labels, order and min/step of docs/product.md, Calculator. */
const FIELDS: readonly FieldSpec[] = [
  {
    name: 'pagesBN',
    label: 'Páginas B/N al mes',
    min: '0',
    step: '1',
    inputMode: 'numeric',
    placeholder: 'Ej. 3000',
  },
  {
    name: 'pagesColor',
    label: 'Páginas a color al mes',
    min: '0',
    step: '1',
    inputMode: 'numeric',
    placeholder: 'Ej. 500',
  },
  {
    name: 'costBN',
    label: 'Costo actual por página B/N (MXN)',
    min: '0.01',
    step: '0.01',
    inputMode: 'decimal',
    placeholder: 'Ej. 0.80',
  },
  {
    name: 'costColor',
    label: 'Costo actual por página a color (MXN)',
    min: '0.01',
    step: '0.01',
    inputMode: 'decimal',
    placeholder: 'Ej. 4.50',
  },
  {
    name: 'printers',
    label: 'Número de impresoras',
    min: '1',
    step: '1',
    inputMode: 'numeric',
    placeholder: 'Ej. 2',
  },
];

const EMPTY_VALUES: Record<CalculatorField, string> = {
  pagesBN: '',
  pagesColor: '',
  costBN: '',
  costColor: '',
  printers: '',
};

export const CALCULATOR_POINTS_MESSAGE = `¡Ganaste ${POINTS.calculatorUsed} puntos por usar la calculadora de ahorro!`;

export function CalculatorPage() {
  usePageTitle('Calculadora de ahorro');
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const awards = useToolAwards();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [savings, setSavings] = useState<Savings | null>(null);
  const [awarding, setAwarding] = useState(false);
  // Once the flag is known to be set, later calculations skip the write.
  const awardDone = useRef(false);
  const awardInFlight = useRef(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  // On narrow screens the results sit below the form: bring them into view.
  useEffect(() => {
    if (savings) resultsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [savings]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const award = async () => {
    if (!user || awardDone.current || awardInFlight.current) return;
    awardInFlight.current = true;
    setAwarding(true);
    try {
      const result = await awards.achievement(user.uid, 'calculatorUsed');
      awardDone.current = true;
      if (result.awarded) toast.success(CALCULATOR_POINTS_MESSAGE);
    } catch {
      toast.error(PROGRESS_SAVE_FAILED_MESSAGE);
    } finally {
      awardInFlight.current = false;
      setAwarding(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateCalculatorInput(values);
    if (!validation.ok) {
      setSavings(null);
      toast.error(validation.message);
      return;
    }
    setSavings(calculateSavings(validation.value));
    void award();
  };

  return (
    <section aria-labelledby="calculator-title" className="container py-4">
      <h1 id="calculator-title" className="h2 mb-2">
        Calculadora de ahorro en impresión
      </h1>
      <p className="text-body-secondary mb-4">
        Compara lo que pagas hoy por cada página con lo que pagarías rentando tu equipo con
        nosotros. Escribe tus datos actuales: si no imprimes a color, deja el volumen en cero.
      </p>

      <div className="row g-4">
        <div className="col-lg-7">
          <Form
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="calculator-title"
            className="card card-body border-0 shadow-sm"
          >
            <div className="row g-3">
              {FIELDS.map((field) => (
                <Form.Group
                  key={field.name}
                  controlId={`calculator-${field.name}`}
                  className="col-sm-6 d-flex flex-column"
                >
                  <Form.Label>{field.label}</Form.Label>
                  <Form.Control
                    type="number"
                    name={field.name}
                    min={field.min}
                    step={field.step}
                    inputMode={field.inputMode}
                    placeholder={field.placeholder}
                    className="mt-auto"
                    required
                    value={values[field.name]}
                    onChange={onChange}
                  />
                </Form.Group>
              ))}
            </div>
            <div className="mt-4">
              <Button type="submit" variant="primary" className="btn-action">
                Calcular ahorro
              </Button>
            </div>
          </Form>
        </div>

        <div className="col-lg-5">
          <div
            ref={resultsRef}
            className="card card-body border-0 shadow-sm h-100"
            role="region"
            aria-labelledby="calculator-results-title"
            aria-live="polite"
            aria-atomic="true"
          >
            <h2 id="calculator-results-title" className="h5">
              Tu ahorro estimado
            </h2>
            {savings ? (
              <dl className="mb-0">
                <dt className="fw-normal text-body-secondary">Ahorro mensual</dt>
                <dd className="fs-3 fw-bold text-primary" data-testid="monthly-saving">
                  {formatMoney(savings.monthly)}
                </dd>
                <dt className="fw-normal text-body-secondary">Ahorro anual</dt>
                <dd className="fs-3 fw-bold text-primary mb-2" data-testid="annual-saving">
                  {formatMoney(savings.annual)}
                </dd>
                <dd className="small text-body-secondary mb-0">
                  Montos en pesos mexicanos (MXN), calculados con nuestro costo por página en renta
                  ({formatMoney(RENTAL_COST_PER_PAGE_BN)} B/N y{' '}
                  {formatMoney(RENTAL_COST_PER_PAGE_COLOR)} a color) y un ahorro de{' '}
                  {formatMoney(SAVING_PER_PRINTER)} al mes por impresora.
                </dd>
              </dl>
            ) : (
              <p className="mb-0 text-body-secondary">
                Llena los cinco campos y presiona «Calcular ahorro» para ver cuánto podrías ahorrar
                al mes y al año.
              </p>
            )}
            {awarding && (
              <p className="small text-body-secondary mt-3 mb-0" role="status">
                <Spinner
                  as="span"
                  animation="border"
                  size="sm"
                  className="me-2"
                  aria-hidden="true"
                />
                Guardando tu progreso...
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
