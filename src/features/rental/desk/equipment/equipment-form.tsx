/**
 * The desk's form for a rented device (docs/decisions/0033-client-portal-data.md): "Registrar
 * equipo" (model, serial, colour, location, contract with its promised response and resolution
 * times in business hours, and start counters) and "Editar" (location and contract only: the start counters are the floor of the client's readings and stay as they
 * were stored), both with the optional "Rendimiento del tóner (páginas)" per colour (Negro; Cian,
 * Magenta and Amarillo on a colour device), stored as tonerYield. Validated by parseEquipmentForm (its Spanish messages, next to each field); the
 * typed values stay in the form when a field or the write fails (a serial another device has:
 * "Ya existe un equipo con la serie X." beside the serial).
 */
import { Fragment, useId, useState, type ReactNode } from 'react';
import type { Equipment } from '@/data/rental/client-portal';
import {
  parseEquipmentForm,
  TONER_YIELD_FIELDS,
  type EquipmentField,
  type EquipmentFormErrors,
  type EquipmentFormValues,
  type EquipmentInit,
} from '@/domain/schemas/equipment-form';
import { DuplicateSerialError } from '@/data/rental/service/service-limits';
import { DEFAULT_RESOLUTION_HOURS, DEFAULT_RESPONSE_HOURS } from '@/domain/service-hours';
import { TONER_COLORS } from '@/domain/client-portal';
import { EQUIPMENT_TEXT as T } from './equipment-texts';
import { failureMessage } from '@/data/failure-message';
import { FormFrame } from '@/components/ui/form-frame';
import { TextField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { EQUIPMENT_FORM_TEXT as F } from './equipment-form-texts';

const FIELD_ORDER: readonly EquipmentField[] = [
  'model',
  'serial',
  'color',
  'address',
  'area',
  'startDate',
  'monthlyFeeMxn',
  'includedPagesBw',
  'includedPagesColor',
  'extraPagePriceBw',
  'extraPagePriceColor',
  'responseHours',
  'resolutionHours',
  'startBw',
  'startColor',
  'tonerNegro',
  'tonerCian',
  'tonerMagenta',
  'tonerAmarillo',
];

/** Fields a B/N device does not have (sent as 0). */
const COLOR_ONLY: ReadonlySet<EquipmentField> = new Set([
  'includedPagesColor',
  'extraPagePriceColor',
  'startColor',
  'tonerCian',
  'tonerMagenta',
  'tonerAmarillo',
]);

/** The empty form of a new device, its contract starting `today` ("YYYY-MM-DD"). */
export function emptyEquipmentForm(today: string): EquipmentFormValues {
  return {
    model: '',
    serial: '',
    color: '',
    address: '',
    area: '',
    startDate: today,
    monthlyFeeMxn: '',
    includedPagesBw: '',
    includedPagesColor: '',
    extraPagePriceBw: '',
    extraPagePriceColor: '',
    responseHours: String(DEFAULT_RESPONSE_HOURS),
    resolutionHours: String(DEFAULT_RESOLUTION_HOURS),
    startBw: '',
    startColor: '',
    tonerNegro: '',
    tonerCian: '',
    tonerMagenta: '',
    tonerAmarillo: '',
  };
}

const tonerText = (pages: number | undefined) => (pages === undefined ? '' : String(pages));

/** A stored device as the form shows it (amounts with their cents). */
export function equipmentFormOf(equipment: Equipment): EquipmentFormValues {
  const { contract } = equipment;
  return {
    model: equipment.model,
    serial: equipment.serial,
    color: equipment.color ? 'si' : '',
    address: equipment.location.address,
    area: equipment.location.area,
    startDate: contract.startDate,
    monthlyFeeMxn: contract.monthlyFeeMxn.toFixed(2),
    includedPagesBw: String(contract.includedPagesBw),
    includedPagesColor: String(contract.includedPagesColor),
    extraPagePriceBw: String(contract.extraPagePriceBw),
    extraPagePriceColor: String(contract.extraPagePriceColor),
    responseHours: String(contract.responseHours),
    resolutionHours: String(contract.resolutionHours),
    startBw: String(equipment.startCounters.bw),
    startColor: String(equipment.startCounters.color),
    tonerNegro: tonerText(equipment.tonerYield.Negro),
    tonerCian: tonerText(equipment.tonerYield.Cian),
    tonerMagenta: tonerText(equipment.tonerYield.Magenta),
    tonerAmarillo: tonerText(equipment.tonerYield.Amarillo),
  };
}

export interface EquipmentFormProps {
  mode: 'register' | 'edit';
  initial: EquipmentFormValues;
  /** The heading's level (the form sits in a section or in a device's card). */
  headingLevel: 4 | 5;
  /** Stores the device; a rejection shows its message and keeps the form. */
  onSave: (device: EquipmentInit) => Promise<void>;
  onCancel: () => void;
}

export function EquipmentForm({
  mode,
  initial,
  headingLevel,
  onSave,
  onCancel,
}: EquipmentFormProps) {
  const id = useId();
  const [values, setValues] = useState<EquipmentFormValues>(initial);
  const [errors, setErrors] = useState<EquipmentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = mode === 'edit';
  const color = values.color === 'si';

  const fieldId = (name: EquipmentField) => `${id}-${name}`;
  const set = (name: EquipmentField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  };

  async function submit() {
    setFailure(null);
    // A B/N device has no colour pages, price or counter.
    const typed = color
      ? values
      : { ...values, includedPagesColor: '0', extraPagePriceColor: '0', startColor: '0' };
    const parsed = parseEquipmentForm(typed);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = FIELD_ORDER.find((name) => parsed.errors[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.value);
    } catch (error) {
      setBusy(false);
      // "Ya existe un equipo con la serie X.": beside the serial, the form as it was typed.
      if (error instanceof DuplicateSerialError) {
        setErrors({ serial: error.message });
        document.getElementById(fieldId('serial'))?.focus();
        return;
      }
      setFailure(failureMessage(error, { denied: F.saveDenied, failed: F.saveFailed }));
    }
  }

  function field(
    name: EquipmentField,
    label: string,
    {
      type = 'text',
      inputMode,
      hint,
      readOnly = false,
      autoComplete = 'off',
    }: {
      type?: 'text' | 'date';
      inputMode?: 'decimal' | 'numeric';
      hint?: string;
      readOnly?: boolean;
      autoComplete?: string;
    } = {},
  ): ReactNode {
    if (COLOR_ONLY.has(name) && !color) return null;
    return (
      <TextField
        id={fieldId(name)}
        label={label}
        value={values[name]}
        onChange={(value) => set(name, value)}
        error={errors[name]}
        hint={hint}
        type={type}
        inputMode={inputMode}
        readOnly={readOnly}
        autoComplete={autoComplete}
      />
    );
  }

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={editing ? F.editTitle : F.registerTitle}
      headingLevel={headingLevel}
      busy={busy}
      failure={failure}
      submitLabel={editing ? F.saveChanges : F.saveEquipment}
      busyLabel={F.savingEquipment}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">{F.deviceLegend}</legend>
        <div className="row">
          {field('model', F.model, { readOnly: editing })}
          {field('serial', F.serial, { readOnly: editing })}
        </div>
        {editing ? (
          <p className="mb-3">
            {T.typeTerm}: {color ? T.colorType : T.bwType}
          </p>
        ) : (
          <div className="mb-3">
            <div className="form-check">
              <input
                id={fieldId('color')}
                type="checkbox"
                className="form-check-input"
                checked={color}
                onChange={(event) => set('color', event.target.checked ? 'si' : '')}
                aria-describedby={`${fieldId('color')}-hint`}
              />
              <label htmlFor={fieldId('color')} className="form-check-label">
                {F.colorDevice}
              </label>
            </div>
            <small id={`${fieldId('color')}-hint`} className="form-text">
              {F.colorHint}
            </small>
          </div>
        )}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">{F.locationLegend}</legend>
        <div className="row">
          {field('address', F.address, { autoComplete: 'street-address' })}
          {field('area', F.area, { hint: F.areaHint })}
        </div>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">{F.contractLegend}</legend>
        <div className="row">
          {field('startDate', F.startDate, { type: 'date' })}
          {field('monthlyFeeMxn', F.monthlyFee, { inputMode: 'decimal' })}
          {field('includedPagesBw', F.includedBw, { inputMode: 'numeric' })}
          {field('includedPagesColor', F.includedColor, { inputMode: 'numeric' })}
          {field('extraPagePriceBw', F.extraBw, { inputMode: 'decimal' })}
          {field('extraPagePriceColor', F.extraColor, { inputMode: 'decimal' })}
          {field('responseHours', F.responseHours, {
            inputMode: 'numeric',
            hint: F.serviceHoursHint,
          })}
          {field('resolutionHours', F.resolutionHours, {
            inputMode: 'numeric',
            hint: F.serviceHoursHint,
          })}
        </div>
      </fieldset>
      {editing ? (
        <p className="small text-secondary">{F.countersKept}</p>
      ) : (
        <fieldset className="mb-2">
          <legend className="fs-6 fw-semibold">{F.countersLegend}</legend>
          <div className="row">
            {field('startBw', F.startBw, { inputMode: 'numeric' })}
            {field('startColor', F.startColor, { inputMode: 'numeric' })}
          </div>
        </fieldset>
      )}
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">{F.tonerYieldLegend}</legend>
        <p className="small text-secondary mb-2">{F.tonerYieldHint}</p>
        <div className="row">
          {TONER_COLORS.map((tonerColor) => (
            <Fragment key={tonerColor}>
              {field(TONER_YIELD_FIELDS[tonerColor], F.tonerYieldLabel(tonerColor), {
                inputMode: 'numeric',
              })}
            </Fragment>
          ))}
        </div>
      </fieldset>
      {Object.keys(errors).length > 0 && (
        <p className="text-danger small" role="alert">
          {F.fixFields}
        </p>
      )}
    </FormFrame>
  );
}
