import Form from 'react-bootstrap/Form';
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';
import { STAGE_BADGE_CLASS, stageSelectLabel } from '../messages';

/** The stage as a badge: its name, in a colour that only repeats it. */
export function StageBadge({ stage }: { stage: LeadStage }) {
  return <span className={`badge ${STAGE_BADGE_CLASS[stage]}`}>{stage}</span>;
}

/** Changes a lead's stage: a native select named "Etapa de {fullName}". */
export function StageSelect({
  fullName,
  stage,
  onChange,
}: {
  fullName: string;
  stage: LeadStage;
  onChange: (stage: LeadStage) => void;
}) {
  return (
    <Form.Select
      size="sm"
      className="admin-stage-select"
      aria-label={stageSelectLabel(fullName)}
      value={stage}
      onChange={(event) => {
        const next = LEAD_STAGES.find((s) => s === event.target.value);
        if (next && next !== stage) onChange(next);
      }}
    >
      {LEAD_STAGES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </Form.Select>
  );
}
