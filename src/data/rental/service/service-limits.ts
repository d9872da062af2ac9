/**
 * The writes behind the service limits (docs/product.md, "Límites del servicio";
 * src/domain/service-limits.ts): a ticket and its author's ticketQuotas/{uid} commit together,
 * and so do a device and its serial's equipmentSerials/{key}, in one transaction of the document
 * store (DocumentStore.updateAll), so firestore.rules can check each write against the other.
 */
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import { TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import {
  DAILY_TICKET_LIMIT_MESSAGE,
  duplicateSerialMessage,
  EQUIPMENT_SERIALS_COLLECTION,
  nextTicketQuota,
  serialKey,
  TICKET_QUOTAS_COLLECTION,
} from '@/domain/service-limits';
import type { TonerColor } from '@/domain/toner-colors';
import {
  claimTonerColors,
  TONER_REQUEST_DOC,
  tonerRequestOpenMessage,
  tonerRequestsOf,
} from '@/domain/toner-requests';
import { DataError } from '../../errors';
import type { DocData, DocumentStore } from '../../ports';

/** The client already opened the day's maximum of tickets; `message` is the Spanish text. */
export class DailyTicketLimitError extends DataError {
  constructor() {
    super('invalid', DAILY_TICKET_LIMIT_MESSAGE);
    this.name = 'DailyTicketLimitError';
  }
}

/** Another device has this serial; `message` is the Spanish text with the serial as typed. */
export class DuplicateSerialError extends DataError {
  readonly serial: string;

  constructor(serial: string) {
    super('invalid', duplicateSerialMessage(serial));
    this.name = 'DuplicateSerialError';
    this.serial = serial;
  }
}

export { initialServiceKeys, type ServiceHours } from '@/domain/service-hours';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new document id like Firestore's own (20 letters and digits), chosen before the write (a
 * ticket's photo is stored under its ticket's id, and a transaction writes a known document).
 */
export function newDocumentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** A colour of the device already has an open toner request; `message` is the Spanish text. */
export class TonerRequestOpenError extends DataError {
  readonly color: TonerColor;

  constructor(color: TonerColor) {
    super('invalid', tonerRequestOpenMessage(color));
    this.name = 'TonerRequestOpenError';
    this.color = color;
  }
}

/** A toner ticket's device and colours: its marker (src/domain/toner-requests.ts) is claimed too. */
export interface TonerClaim {
  equipmentId: string;
  colors: readonly TonerColor[];
}

/**
 * Creates tickets/{ticketId} with `data`, counted by its author's quota of the day
 * (ticketQuotas/{authorUid}: each member has their own), and for a toner ticket (`toner`) claims
 * its colours in the device's equipment/{id}/tonerRequests/open, all in one transaction. Refused
 * with DailyTicketLimitError when the day's tickets are all used, TonerRequestOpenError when a
 * colour already has an open request, and DataError 'invalid' when the id is taken.
 */
export async function createCountedTicket(
  store: DocumentStore,
  ticketId: string,
  authorUid: string,
  data: DocData,
  now: Date,
  toner?: TonerClaim,
): Promise<void> {
  let overLimit = false;
  let taken = false;
  let open: TonerColor | null = null;
  await store.updateAll(
    [
      { collection: TICKETS_COLLECTION, id: ticketId },
      { collection: TICKET_QUOTAS_COLLECTION, id: authorUid },
      ...(toner ? [{ collection: tonerRequestsOf(toner.equipmentId), id: TONER_REQUEST_DOC }] : []),
    ],
    ([ticket, quota, marker]) => {
      overLimit = false;
      open = null;
      taken = ticket !== null && ticket !== undefined;
      if (taken) return null;
      const claim = toner ? claimTonerColors(marker, toner.colors, ticketId) : null;
      if (claim?.kind === 'taken') {
        open = claim.color;
        return null;
      }
      const next = nextTicketQuota(quota ?? null, ticketId, now);
      overLimit = next === null;
      if (next === null) return null;
      return claim ? [data, { ...next }, { ...claim.doc }] : [data, { ...next }];
    },
  );
  if (open) throw new TonerRequestOpenError(open);
  if (overLimit) throw new DailyTicketLimitError();
  if (taken) throw new DataError('invalid', `tickets/${ticketId} already exists.`);
}

/**
 * Creates a ticket no quota counts (the desk's "Nuevo ticket"), claiming a toner ticket's colours
 * like createCountedTicket. Refused with TonerRequestOpenError when a colour is already open.
 */
export async function createUncountedTicket(
  store: DocumentStore,
  ticketId: string,
  data: DocData,
  toner?: TonerClaim,
): Promise<void> {
  if (!toner) {
    await store.set(TICKETS_COLLECTION, ticketId, data);
    return;
  }
  let open: TonerColor | null = null;
  await store.updateAll(
    [
      { collection: TICKETS_COLLECTION, id: ticketId },
      { collection: tonerRequestsOf(toner.equipmentId), id: TONER_REQUEST_DOC },
    ],
    ([, marker]) => {
      const claim = claimTonerColors(marker, toner.colors, ticketId);
      open = claim.kind === 'taken' ? claim.color : null;
      return claim.kind === 'taken' ? null : [data, { ...claim.doc }];
    },
  );
  if (open) throw new TonerRequestOpenError(open);
}

/**
 * Writes equipment/{equipmentId} (`next` computes it from what is stored: null when it does not
 * exist; returning null writes nothing) together with its serial's marker: claimed for this
 * device, and the old serial's released when the serial changed. Refused with
 * DuplicateSerialError when another device holds the serial. Resolves to the stored device.
 */
export async function writeEquipmentWithSerial(
  store: DocumentStore,
  equipmentId: string,
  /** The device's serial after the write; undefined: the stored one stays. */
  newSerial: string | undefined,
  next: (current: DocData | null) => DocData | null,
): Promise<DocData | null> {
  const first = await store.get(EQUIPMENT_COLLECTION, equipmentId);
  const storedSerial = first && typeof first.serial === 'string' ? first.serial : null;
  const serial = newSerial ?? storedSerial ?? '';
  const key = serialKey(serial);
  if (key === '') throw new DataError('invalid', 'A serial needs a letter or a digit.');
  const oldKey = storedSerial === null ? key : serialKey(storedSerial);
  const refs = [
    { collection: EQUIPMENT_COLLECTION, id: equipmentId },
    { collection: EQUIPMENT_SERIALS_COLLECTION, id: key },
    ...(oldKey !== key && oldKey !== ''
      ? [{ collection: EQUIPMENT_SERIALS_COLLECTION, id: oldKey }]
      : []),
  ];
  let duplicate = false;
  let moved = false;
  const stored = await store.updateAll(refs, ([device, marker, oldMarker]) => {
    duplicate = false;
    const holder = marker?.equipmentId;
    if (typeof holder === 'string' && holder !== equipmentId) {
      duplicate = true;
      return null;
    }
    const current = device ?? null;
    // The serial read first changed meanwhile: write nothing (the caller may try again).
    moved = Boolean(
      current && typeof current.serial === 'string' && serialKey(current.serial) !== oldKey,
    );
    if (moved) return null;
    const written = next(current);
    if (written === null) return null;
    const claim = holder === equipmentId ? null : { equipmentId };
    const release = oldMarker?.equipmentId === equipmentId ? { equipmentId: null } : null;
    return refs.length === 3 ? [written, claim, release] : [written, claim];
  });
  if (duplicate) throw new DuplicateSerialError(serial);
  if (moved) throw new DataError('invalid', `equipment/${equipmentId} changed meanwhile.`);
  return stored[0] ?? null;
}
