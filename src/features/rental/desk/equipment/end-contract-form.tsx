/**
 * "Terminar contrato" in a device's card on the desk's client page: the day the rental ended
 * (today in Cancún by default, never later) and the final counters (not below its last reading),
 * confirmed with a tick; stored in one write (src/data/rental/service/ticket-desk.ts endContract). Afterwards the
 * device takes no reading and the client opens no ticket on it.
 */
import { useId, useState } from 'react';
import { FormFrame } from '@/components/ui/form-frame';
import { TextField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Equipment } from '@/data/rental/client-portal';
import { failureMessage } from '@/data/failure-message';
import { ContractEndRefusedError, endContract } from '@/data/rental/service/ticket-desk';
import { cancunDate } from '@/domain/business-hours';
import { formatCount } from '@/domain/format';
import { readingFloor } from '@/domain/schemas/equipment';
import { parseEndContractForm, type EndContractField } from '@/domain/schemas/equipment-form';
import { useSession } from '@/lib/session';
import { READING_TEXT } from '../readings/reading-texts';
import { SERVICE_FORM_TEXT } from './service-form-texts';

const T = { ...READING_TEXT, ...SERVICE_FORM_TEXT };

type Errors = Partial<Record<EndContractField | 'confirm', string>>;

export function EndContractForm({
  equipment,
  now,
  onCancel,
  onEnded,
}: {
  equipment: Equipment;
  now: () => Date;
  onCancel: () => void;
  onEnded: (stored: Equipment) => void;
}) {
  const id = useId();
  const { user } = useSession();
  const floor = readingFloor(equipment);
  const [today] = useState(() => cancunDate(now()));
  const [values, setValues] = useState<Record<EndContractField, string>>({
    date: today,
    bw: '',
    color: equipment.color ? '' : String(floor.color),
  });
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const floorText = equipment.color
    ? `${T.bw} ${formatCount(floor.bw)} · ${T.color} ${formatCount(floor.color)}`
    : `${T.bw} ${formatCount(floor.bw)}`;

  const field = (name: EndContractField) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit() {
    setFailure(null);
    const parsed = parseEndContractForm(values, floor, today);
    const next: Errors = parsed.ok ? {} : { ...parsed.errors };
    if (!confirmed) next.confirm = T.confirmEndMessage;
    setErrors(next);
    if (!parsed.ok || !confirmed) {
      const first = (['date', 'bw', 'color', 'confirm'] as const).find((name) => next[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onEnded(await endContract(equipment.id, parsed.value, user?.uid ?? '', now()));
    } catch (error) {
      setBusy(false);
      if (error instanceof ContractEndRefusedError && error.reason === 'already-ended') {
        setFailure(T.endAlready);
        return;
      }
      setFailure(failureMessage(error, { denied: T.endDenied, failed: T.endFailed }));
    }
  }

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={T.endContractTitle}
      headingLevel={5}
      busy={busy}
      failure={failure}
      submitLabel={T.saveEnd}
      busyLabel={T.savingEnd}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className="small text-secondary">{T.endContractIntro}</p>
      <div className="row">
        <TextField type="date" label={T.endDate} {...field('date')} />
      </div>
      <div className="row">
        <TextField
          label={T.finalBw}
          inputMode="numeric"
          hint={T.floorHint(floorText)}
          {...field('bw')}
        />
        {equipment.color && (
          <TextField label={T.finalColor} inputMode="numeric" {...field('color')} />
        )}
      </div>
      <div className="form-check mb-3">
        <input
          id={`${id}-confirm`}
          type="checkbox"
          className={errors.confirm ? 'form-check-input is-invalid' : 'form-check-input'}
          checked={confirmed}
          aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
          aria-invalid={Boolean(errors.confirm)}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
        />
        <label htmlFor={`${id}-confirm`} className="form-check-label">
          {T.confirmEnd(equipment.model, equipment.serial)}
        </label>
        {errors.confirm && (
          <div id={`${id}-confirm-error`} className="invalid-feedback">
            {errors.confirm}
          </div>
        )}
      </div>
    </FormFrame>
  );
}
