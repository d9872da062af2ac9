/**
 * A device's counters as form fields: "Contador B/N", and "Contador a color" on a colour device,
 * each with its hint (the previous reading) and its Spanish error. Shared by the client's
 * "Capturar lectura" and the desk's "Registrar lectura" and "Corregir lectura".
 */
import { TextField } from '@/components/ui/text-field';
import type { ReadingField } from '@/domain/schemas/meter-reading';
import { READING_TEXT } from './messages';

/** What the fields show and where a typed value goes (useReadingForm, or the correction's form). */
export interface CounterForm {
  /** A colour device (it has the colour counter). */
  color: boolean;
  fieldId: (name: ReadingField) => string;
  values: Record<ReadingField, string>;
  errors: Partial<Record<ReadingField, string>>;
  change: (name: ReadingField, value: string) => void;
}

export function CounterFields({
  form,
  hint,
  fieldClass,
}: {
  form: CounterForm;
  hint: (name: ReadingField) => string;
  /** Each field's wrapper classes (default: half a row of a desk form). */
  fieldClass?: string;
}) {
  const field = (name: ReadingField) => (
    <TextField
      id={form.fieldId(name)}
      name={name}
      className={fieldClass}
      label={READING_TEXT.counter[name]}
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      error={form.errors[name]}
      hint={hint(name)}
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <>
      {field('bw')}
      {form.color && field('color')}
    </>
  );
}
