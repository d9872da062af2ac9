/**
 * client-portal.ts submitReading's write, in a module of its own: a device's reading of a month
 * and the device stamped with it, in ONE transaction, as the reading decision
 * (src/domain/readings/decision.ts) allows. The pages with "Capturar lectura" or "Registrar
 * lectura" load it (and the decision) on the first reading sent, not with the form.
 */
import { monthId } from '@/domain/client-portal';
import { decideReading } from '@/domain/readings/decision';
import { EQUIPMENT_COLLECTION, readingFloor } from '@/domain/schemas/equipment';
import { withDocuments } from '../access';
import { SERVER_TIME, stripUndefined } from '../doc-values';
import { DataError } from '../errors';
import { ReadingRefusedError, type ReadingInit, type SubmittedReading } from './portal-inputs';
import { parseEquipment, parseMeterReading, readingsOf, type Equipment } from './portal-docs';

/** See client-portal.ts submitReading (which calls it). */
export async function storeReading(
  equipmentId: string,
  init: ReadingInit,
  uid: string,
  now: Date,
): Promise<SubmittedReading> {
  const month = init.month ?? monthId(now);
  const refs = [
    { collection: EQUIPMENT_COLLECTION, id: equipmentId },
    { collection: readingsOf(equipmentId), id: month },
  ];
  return withDocuments(async (store) => {
    // Set by each run of the (retried) computation: what the stored documents said.
    const seen: {
      outcome: 'not-found' | 'stored' | 'invalid' | ReadingRefusedError['reason'];
      device: Equipment | null;
    } = { outcome: 'not-found', device: null };
    const stored = await store.updateAll(refs, ([device, existing]) => {
      const found = parseEquipment(equipmentId, device);
      seen.device = found;
      if (!found || !device) {
        seen.outcome = 'not-found';
        return null;
      }
      // The reading decision (src/domain/readings/decision.ts); a closed month: the rules.
      const decided = decideReading({
        mode: 'new',
        month,
        device: { ...found, contractEnded: found.contractEnd !== null },
        monthClosed: false,
        readingExists: existing !== null,
        floor: readingFloor(found),
        proposed: init,
      });
      if (decided.kind !== 'ok') {
        const { kind } = decided;
        seen.outcome =
          kind === 'below-previous'
            ? 'below-floor'
            : kind === 'invalid-counters'
              ? 'invalid'
              : 'already-this-month';
        return null;
      }
      seen.outcome = 'stored';
      const { counters, previous } = decided;
      const { bw, color } = counters;
      return [
        {
          ...device,
          lastReading: { month, bw, color, at: SERVER_TIME },
          lastReadingMonth: month,
        },
        stripUndefined({
          month,
          bw,
          color,
          previous,
          photoPath: init.photoPath,
          source: init.source ?? 'cliente',
          by: uid,
          at: SERVER_TIME,
        }),
      ];
    });
    const { outcome: result, device } = seen;
    if (result === 'not-found' || !device)
      throw new DataError('not-found', `equipment/${equipmentId} does not exist.`);
    if (result === 'invalid')
      throw new DataError('invalid', `equipment/${equipmentId}: counters out of bounds.`);
    if (result !== 'stored') throw new ReadingRefusedError(result, device);
    const equipment = parseEquipment(equipmentId, stored[0]);
    const reading = parseMeterReading(month, stored[1]);
    if (!equipment || !reading)
      throw new DataError(
        'unknown',
        `equipment/${equipmentId}: the stored reading does not parse.`,
      );
    return { reading, equipment };
  });
}
