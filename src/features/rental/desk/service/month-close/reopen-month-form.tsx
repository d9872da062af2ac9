/**
 * "Reabrir mes" in "Cierre de mes" (a closed month only): a required "Motivo de la reapertura"
 * (3 to 500 characters, checked here with the function's message too) sent to the callable
 * reopenMonth. A refusal shows the function's Spanish message and keeps the typed reason.
 */
import { useId, useState } from 'react';
import { FormFrame } from '@/components/ui/form-frame';
import { TextAreaField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { reopenMonth } from '@/data/rental/month-close/month-close';
import { REOPEN_REASON_MAX, REOPEN_REASON_MIN } from '@/domain/schemas/statement';
import { callFailure } from './close-reading-form';
import { CLOSE_TEXT as T } from './month-close-messages';

export function ReopenMonthForm({
  month,
  monthName,
  onSaved,
  onCancel,
}: {
  month: string;
  monthName: string;
  /** The function's answer ("Mes reabierto."). */
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setFailure(null);
    const trimmed = reason.trim();
    if (trimmed.length < REOPEN_REASON_MIN || trimmed.length > REOPEN_REASON_MAX) {
      setError(T.reopenReasonMessage);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await reopenMonth(month, trimmed));
      return;
    } catch (caught) {
      setFailure(callFailure(caught));
    }
    setBusy(false);
  }

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={T.reopenTitle(monthName)}
      headingLevel={4}
      busy={busy}
      failure={failure}
      submitLabel={T.reopenMonth}
      busyLabel={T.reopening}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className="small">{T.reopenIntro}</p>
      <TextAreaField
        id={`${id}-reason`}
        label={T.reopenReason}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
        rows={3}
        maxLength={REOPEN_REASON_MAX}
      />
    </FormFrame>
  );
}
