/**
 * A device's counters as form fields: "Contador B/N", and "Contador a color" on a colour device,
 * each with its hint (the previous reading) and its Spanish error. Shared by the client's
 * "Capturar lectura" and the desk's "Registrar lectura" and "Corregir lectura". Also the unusual
 * month's question of a reading form (ReadingQuestion, ./reading-question.tsx), here so that it
 * comes with the fields' code rather than as a request of its own.
 */
import { lazy, Suspense, useEffect } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { ReadingField } from '@/domain/schemas/meter-reading';
import { READING_TEXT } from './messages';
import type { useReadingForm } from './use-reading-form';

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

// The question's code loads once a typed reading looks unusual, before the form asks (the page
// does not download it for a usual reading; src/domain/reading-plausibility.ts).
const loadQuestion = () => import('@/components/unusual-reading-question');
const UnusualReadingQuestion = lazy(() =>
  loadQuestion().then((module) => ({ default: module.UnusualReadingQuestion })),
);

/** The unusual month's question of a reading form (useReadingForm), once the form asked it. */
export function ReadingQuestion({
  form,
}: {
  form: Pick<
    ReturnType<typeof useReadingForm>,
    'question' | 'mayAsk' | 'confirmId' | 'confirmed' | 'setConfirmed'
  >;
}) {
  const { mayAsk } = form;
  useEffect(() => {
    if (mayAsk) void loadQuestion().catch(() => {});
  }, [mayAsk]);
  return form.question ? (
    <Suspense fallback={null}>
      <UnusualReadingQuestion
        id={form.confirmId}
        pages={form.question.pages}
        confirmed={form.confirmed}
        onConfirm={form.setConfirmed}
      />
    </Suspense>
  ) : null;
}
