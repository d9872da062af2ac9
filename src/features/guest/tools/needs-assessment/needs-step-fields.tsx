/**
 * The questions of one needs-test step (docs/product.md, Needs test): checkbox and radio groups
 * whose `name` is the formData key and whose `value` is the stored value (NEEDS_OPTIONS in
 * src/domain/recommendation.ts).
 */
import Form from 'react-bootstrap/Form';
import type { NeedsFormData } from '@/domain/schemas/needs-assessment';
import {
  NEEDS_OPTIONS,
  wantsBN,
  wantsColor,
  type NeedsOption,
  type NeedsStep,
} from '@/domain/recommendation';

type ListKey = 'needsType' | 'functionalities';
type ChoiceKey = 'volumeBN' | 'volumeColor' | 'numUsers' | 'numPrintersDesired' | 'businessType';

/** id of the element showing the step's validation message. */
export const NEEDS_ERROR_ID = 'needs-step-error';

export const NEEDS_STEP_TITLES: Record<NeedsStep, string> = {
  1: 'Tipo de impresión',
  2: 'Volumen de impresión',
  3: 'Funciones del equipo',
  4: 'Tamaño de tu equipo de trabajo',
  5: 'Tu negocio',
};

interface GroupProps {
  legend: string;
  hint?: string;
  invalid: boolean;
}

function CheckboxGroup<K extends ListKey>({
  name,
  options,
  selected,
  onToggle,
  legend,
  hint,
  invalid,
}: GroupProps & {
  name: K;
  options: readonly NeedsOption<NeedsFormData[K][number]>[];
  selected: readonly string[];
  onToggle: (name: K, value: NeedsFormData[K][number], checked: boolean) => void;
}) {
  return (
    <fieldset className="mb-4" aria-describedby={invalid ? NEEDS_ERROR_ID : undefined}>
      <legend className="h6 fw-semibold">{legend}</legend>
      {hint && <p className="small text-body-secondary mb-2">{hint}</p>}
      <div className="row g-2">
        {options.map((option) => (
          <div key={option.value} className="col-md-6">
            <Form.Check
              type="checkbox"
              id={`needs-${name}-${option.value}`}
              name={name}
              value={option.value}
              label={option.label}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(name, option.value, event.currentTarget.checked)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function RadioGroup<K extends ChoiceKey>({
  name,
  options,
  selected,
  onSelect,
  legend,
  hint,
  invalid,
}: GroupProps & {
  name: K;
  options: readonly NeedsOption<Exclude<NeedsFormData[K], ''>>[];
  selected: string;
  onSelect: (name: K, value: Exclude<NeedsFormData[K], ''>) => void;
}) {
  return (
    <fieldset className="mb-4" aria-describedby={invalid ? NEEDS_ERROR_ID : undefined}>
      <legend className="h6 fw-semibold">{legend}</legend>
      {hint && <p className="small text-body-secondary mb-2">{hint}</p>}
      <div className="row g-2">
        {options.map((option) => (
          <div key={option.value} className="col-12">
            <Form.Check
              type="radio"
              id={`needs-${name}-${option.value}`}
              name={name}
              value={option.value}
              label={option.label}
              checked={selected === option.value}
              onChange={() => onSelect(name, option.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export interface NeedsStepFieldsProps {
  step: NeedsStep;
  formData: NeedsFormData;
  /** The step's validation failed: the unanswered groups point at the message (NEEDS_ERROR_ID). */
  invalid: boolean;
  onToggle: (name: ListKey, value: string, checked: boolean) => void;
  onSelect: (name: ChoiceKey, value: string) => void;
}

export function NeedsStepFields({
  step,
  formData,
  invalid,
  onToggle,
  onSelect,
}: NeedsStepFieldsProps) {
  switch (step) {
    case 1:
      return (
        <CheckboxGroup
          name="needsType"
          legend="¿Qué tipo de impresión necesitas?"
          hint="Puedes elegir más de una opción."
          options={NEEDS_OPTIONS.needsType}
          selected={formData.needsType}
          onToggle={onToggle}
          invalid={invalid}
        />
      );
    case 2:
      return (
        <>
          {wantsBN(formData) && (
            <RadioGroup
              name="volumeBN"
              legend="¿Cuántas páginas en blanco y negro imprimes al mes?"
              options={NEEDS_OPTIONS.volumeBN}
              selected={formData.volumeBN}
              onSelect={onSelect}
              invalid={invalid && formData.volumeBN === ''}
            />
          )}
          {wantsColor(formData) && (
            <RadioGroup
              name="volumeColor"
              legend="¿Cuántas páginas a color imprimes al mes?"
              options={NEEDS_OPTIONS.volumeColor}
              selected={formData.volumeColor}
              onSelect={onSelect}
              invalid={invalid && formData.volumeColor === ''}
            />
          )}
        </>
      );
    case 3:
      return (
        <CheckboxGroup
          name="functionalities"
          legend="¿Qué funciones necesitas en tu equipo?"
          hint="Elige todas las que uses o planees usar."
          options={NEEDS_OPTIONS.functionalities}
          selected={formData.functionalities}
          onToggle={onToggle}
          invalid={invalid}
        />
      );
    case 4:
      return (
        <>
          <RadioGroup
            name="numUsers"
            legend="¿Cuántas personas usarán los equipos?"
            options={NEEDS_OPTIONS.numUsers}
            selected={formData.numUsers}
            onSelect={onSelect}
            invalid={invalid && formData.numUsers === ''}
          />
          <RadioGroup
            name="numPrintersDesired"
            legend="¿Cuántos equipos te gustaría tener?"
            options={NEEDS_OPTIONS.numPrintersDesired}
            selected={formData.numPrintersDesired}
            onSelect={onSelect}
            invalid={invalid && formData.numPrintersDesired === ''}
          />
        </>
      );
    case 5:
      return (
        <RadioGroup
          name="businessType"
          legend="¿Qué tipo de negocio tienes?"
          options={NEEDS_OPTIONS.businessType}
          selected={formData.businessType}
          onSelect={onSelect}
          invalid={invalid}
        />
      );
  }
}
