/**
 * The frame of the desk's two forms on a device's counters, "Registrar lectura" and "Corregir
 * lectura": the title and intro of its kind, the counters (and any other field) in one row, then
 * `children` (the unusual month's question), with the save button and "Cancelar" (FormFrame).
 */
import type { ReactNode } from 'react';
import { FormFrame } from '@/components/ui/form-frame';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { ReadingField } from '@/domain/schemas/meter-reading';
import { CounterFields, type CounterForm } from '../../reading/counter-fields';
import { READING_TEXT as T } from './reading-texts';

const KINDS = {
  record: {
    title: T.recordReadingTitle,
    intro: T.recordReadingIntro,
    submit: T.saveReading,
    busy: T.savingReading,
  },
  correct: {
    title: T.correctReadingTitle,
    intro: T.correctReadingIntro,
    submit: T.saveCorrection,
    busy: T.savingCorrection,
  },
};

/** A counters form's state: its fields, and whether it is saving or failed. */
export interface FrameForm extends CounterForm {
  busy: boolean;
  failure: string | null;
  submit: () => Promise<void>;
}

export function ReadingFrame({
  kind,
  monthName,
  form,
  hint,
  onCancel,
  extraFields,
  children,
}: {
  kind: keyof typeof KINDS;
  /** The reading's month, "marzo de 2026". */
  monthName: string;
  form: FrameForm;
  hint: (name: ReadingField) => string;
  onCancel: () => void;
  /** More fields in the counters' row (the correction's reason). */
  extraFields?: ReactNode;
  children?: ReactNode;
}) {
  const texts = KINDS[kind];
  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={texts.title(monthName)}
      headingLevel={5}
      busy={form.busy}
      failure={form.failure}
      submitLabel={texts.submit}
      busyLabel={texts.busy}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <p className="small">{texts.intro}</p>
      <div className="row">
        <CounterFields form={form} hint={hint} />
        {extraFields}
      </div>
      {children}
    </FormFrame>
  );
}
