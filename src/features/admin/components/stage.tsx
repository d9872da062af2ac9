import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Dialog } from '@/components/dialog';
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';
import {
  LOST_REASONS,
  OUTCOME_TEXT_MAX,
  readOutcome,
  type LeadOutcome,
  type OutcomeDraft,
  type OutcomeErrors,
} from '@/domain/lead-outcome';
import { OUTCOME_TEXT, STAGE_BADGE_CLASS, stageSelectLabel } from '../messages';

/** The stage as a badge: its name, in a colour that only repeats it. */
export function StageBadge({ stage }: { stage: LeadStage }) {
  return <span className={`badge ${STAGE_BADGE_CLASS[stage]}`}>{stage}</span>;
}

type OutcomeStage = LeadOutcome['stage'];
const asksOutcome = (stage: LeadStage): stage is OutcomeStage =>
  stage === 'Ganado' || stage === 'Perdido';

/**
 * Changes a lead's stage: a native select named "Etapa de {fullName}". Ganado and Perdido first
 * ask how it ended (OutcomeDialog); cancelling leaves the stage as it was.
 */
export function StageSelect({
  fullName,
  stage,
  onChange,
}: {
  fullName: string;
  stage: LeadStage;
  onChange: (stage: LeadStage, outcome?: LeadOutcome) => void;
}) {
  const [asking, setAsking] = useState<OutcomeStage | null>(null);
  return (
    <>
      <Form.Select
        size="sm"
        className="admin-stage-select"
        aria-label={stageSelectLabel(fullName)}
        value={stage}
        onChange={(event) => {
          const next = LEAD_STAGES.find((s) => s === event.target.value);
          if (!next || next === stage) return;
          if (asksOutcome(next)) setAsking(next);
          else onChange(next);
        }}
      >
        {LEAD_STAGES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Form.Select>
      {asking && (
        <OutcomeDialog
          stage={asking}
          fullName={fullName}
          onCancel={() => setAsking(null)}
          onConfirm={(outcome) => {
            setAsking(null);
            onChange(outcome.stage, outcome);
          }}
        />
      )}
    </>
  );
}

const EMPTY: OutcomeDraft = { monthly: '', equipment: '', reason: '', detail: '' };

/** Asks the contract's monthly value and equipment (Ganado) or the reason (Perdido). */
export function OutcomeDialog({
  stage,
  fullName,
  onCancel,
  onConfirm,
}: {
  stage: OutcomeStage;
  fullName: string;
  onCancel: () => void;
  onConfirm: (outcome: LeadOutcome) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<OutcomeDraft>(EMPTY);
  const [errors, setErrors] = useState<OutcomeErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const won = stage === 'Ganado';
  const field = (name: keyof OutcomeDraft) => ({
    name,
    value: draft[name],
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const error = (name: keyof OutcomeDraft) =>
    errors[name] && (
      <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    );

  const textArea = (name: 'equipment' | 'detail', label: string) => (
    <Form.Group controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={2} maxLength={OUTCOME_TEXT_MAX} {...field(name)} />
      {error(name)}
    </Form.Group>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readOutcome(stage, draft);
    if ('outcome' in result) {
      onConfirm(result.outcome);
      return;
    }
    setErrors(result.errors);
    const first = (['monthly', 'equipment', 'reason', 'detail'] as const).find(
      (name) => result.errors[name],
    );
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <Dialog
      show
      onHide={onCancel}
      centered
      aria-labelledby={`${id}-title`}
      onEntered={() => form.current?.querySelector<HTMLElement>('input, select')?.focus()}
    >
      <Form noValidate onSubmit={submit} ref={form}>
        <Dialog.Header closeButton closeLabel={OUTCOME_TEXT.close}>
          <Dialog.Title as="h2" id={`${id}-title`} className="h5">
            {OUTCOME_TEXT.title(stage, fullName)}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {won ? (
            <>
              <Form.Group className="mb-3" controlId={`${id}-monthly`}>
                <Form.Label>{OUTCOME_TEXT.monthly}</Form.Label>
                <Form.Control inputMode="decimal" autoComplete="off" {...field('monthly')} />
                {error('monthly')}
              </Form.Group>
              {textArea('equipment', OUTCOME_TEXT.equipment)}
            </>
          ) : (
            <>
              <Form.Group className="mb-3" controlId={`${id}-reason`}>
                <Form.Label>{OUTCOME_TEXT.reason}</Form.Label>
                <Form.Select {...field('reason')}>
                  <option value="">{OUTCOME_TEXT.chooseReason}</option>
                  {LOST_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {reason}
                    </option>
                  ))}
                </Form.Select>
                {error('reason')}
              </Form.Group>
              {textArea('detail', OUTCOME_TEXT.detail)}
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {OUTCOME_TEXT.cancel}
          </Button>
          <Button type="submit" variant={won ? 'primary' : 'danger'}>
            {OUTCOME_TEXT.confirm(stage)}
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
