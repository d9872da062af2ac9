/** The unusual month's question of a reading form (useReadingForm), once the form asked it. */
import { UnusualReadingQuestion } from '@/components/unusual-reading-question';
import type { useReadingForm } from './use-reading-form';

export function ReadingQuestion({
  form,
}: {
  form: Pick<
    ReturnType<typeof useReadingForm>,
    'question' | 'confirmId' | 'confirmed' | 'setConfirmed'
  >;
}) {
  return form.question ? (
    <UnusualReadingQuestion
      id={form.confirmId}
      pages={form.question.pages}
      confirmed={form.confirmed}
      onConfirm={form.setConfirmed}
    />
  ) : null;
}
