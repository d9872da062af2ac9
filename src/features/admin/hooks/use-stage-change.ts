import { useCallback, useState } from 'react';
import { isClosedStage, setLeadStatus, stopsClock, type Lead } from '@/data/leads';
import type { LeadStage } from '@/domain/entities';
import { outcomeFields, type LeadOutcome } from '@/domain/lead-outcome';
import { useSession } from '@/lib/session';
import { ADMIN_TEXT } from '../messages';
import { failureMessage } from '@/data/failure-message';

export type LeadChange = (id: string, change: (lead: Lead) => Lead) => void;

export interface StageChange {
  changeStage: (lead: Lead, stage: LeadStage, outcome?: LeadOutcome) => Promise<void>;
  /** The Spanish message of the last refused or failed change, until dismissed. */
  error: string | null;
  dismissError: () => void;
  /** "Etapa de Ana Pérez: Contactado." after a saved change (for a polite live region). */
  saved: string;
}

/**
 * Changes a lead's stage optimistically: `apply` shows the new stage at once, and puts the old one
 * back (with an error message) when the write is refused or fails.
 */
export function useStageChange(apply: LeadChange): StageChange {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  const changeStage = useCallback(
    async (lead: Lead, stage: LeadStage, outcome?: LeadOutcome) => {
      // What a refused change puts back: the stage and how it had ended.
      const { status, wonMonthlyMxn, wonEquipment, lostReason, lostDetail } = lead;
      const { firstResponseAt, nextActionAt } = lead;
      const previous = {
        status,
        wonMonthlyMxn,
        wonEquipment,
        lostReason,
        lostDetail,
        firstResponseAt,
        nextActionAt,
      };
      setError(null);
      setSaved('');
      const ended = outcome?.stage === stage ? (outcomeFields(outcome) as Partial<Lead>) : {};
      // The first contact stops the clock; an ended lead has no next action.
      const answered = stopsClock(stage, lead) ? { firstResponseAt: new Date().toISOString() } : {};
      const followUp = isClosedStage(stage) ? { nextActionAt: null } : {};
      apply(lead.id, (current) => ({
        ...current,
        ...ended,
        ...answered,
        ...followUp,
        status: stage,
      }));
      try {
        await setLeadStatus(lead.id, stage, uid, outcome, lead);
        const at = new Date().toISOString();
        apply(lead.id, (current) =>
          current.status === stage
            ? { ...current, statusChangedAt: at, statusChangedBy: uid }
            : current,
        );
        setSaved(`Etapa de ${lead.fullName}: ${stage}.`);
      } catch (failure) {
        // Put the old stage back unless another change has replaced this one meanwhile.
        apply(lead.id, (current) =>
          current.status === stage ? { ...current, ...previous } : current,
        );
        setError(
          failureMessage(failure, {
            denied: ADMIN_TEXT.stageDenied,
            failed: ADMIN_TEXT.stageFailed,
          }),
        );
      }
    },
    [apply, uid],
  );

  const dismissError = useCallback(() => setError(null), []);
  return { changeStage, error, dismissError, saved };
}
