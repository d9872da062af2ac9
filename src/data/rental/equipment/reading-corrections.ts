/**
 * "Corregir lectura" (admins): the callable function `correctReading`
 * (functions/src/readings/correct.ts) changes a stored reading's counters in one transaction,
 * keeping the values before with who, when and why; the next reading and the device's last
 * reading follow. Nobody writes a reading directly (firestore.rules).
 */
import type { Counters } from '@/domain/schemas/equipment';

/** What `correctReading` answers. */
interface CorrectionAnswer extends Counters {
  corrected: true;
  message: string;
}

/** The callable functions' client, loaded on the first call (as src/data/leads.ts does). */
const callFunction = async <Req, Res>(name: string, data: Req): Promise<Res> =>
  (await import('@/lib/functions')).callFunction<Req, Res>(name, data);

/**
 * Corrects the reading of `month` on the device to `counters`, for `reason`. Resolves to the
 * function's Spanish answer; a refusal rejects with a FunctionCallError whose message is Spanish.
 */
export async function correctReading(
  equipmentId: string,
  month: string,
  counters: Counters,
  reason: string,
): Promise<string> {
  const answer = await callFunction<
    { equipmentId: string; month: string; bw: number; color: number; reason: string },
    CorrectionAnswer
  >('correctReading', { equipmentId, month, ...counters, reason });
  return answer.message;
}
