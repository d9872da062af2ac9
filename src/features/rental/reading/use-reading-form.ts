/**
 * The one flow of a month's reading form, the client's "Capturar lectura" and the desk's
 * "Registrar lectura": the typed counters (a B/N device keeps its colour counter as it was),
 * checked against the device's floor with the schema's Spanish messages; an unusual month
 * (src/domain/reading-plausibility.ts) asks first and is sent only once "Confirmo que la lectura
 * es correcta" is ticked; submitReading's refusal says why: the month already has its reading, or
 * a newer reading raised the floor (the fields say so, against the new floor). A month recorded
 * late between two readings (the desk's "Cierre de mes") is checked between its neighbours'
 * counters (`bounds`). What was typed stays when anything fails.
 */
import { useState } from 'react';
import {
  ReadingRefusedError,
  type Equipment,
  type MeterReading,
  type SubmittedReading,
} from '@/data/rental/client-portal';
import { unusualReading } from '@/domain/reading-plausibility';
import { readingFloor, type Counters } from '@/domain/schemas/equipment';
import {
  aboveNextMessage,
  belowFloorErrors,
  parseReadingForm,
  type ReadingField,
  type ReadingFormErrors,
} from '@/domain/schemas/meter-reading';

export const READING_FIELDS = ['bw', 'color'] as const satisfies readonly ReadingField[];

/** Shows `found` and moves the focus to the first field that has one (ids: the fields' ids). */
export function focusFirstError<K extends string>(
  order: readonly K[],
  found: Partial<Record<K, string>>,
  idOf: (name: K) => string,
): boolean {
  const first = order.find((name) => found[name]);
  if (first) document.getElementById(idOf(first))?.focus();
  return first !== undefined;
}

/**
 * Moves the focus to the element `id` once it shows: at once, or (a part whose code is still
 * loading, such as the unusual month's question) as soon as it is there, for up to 5 s.
 */
function focusWhenShown(id: string, delay = 0, tries = 100) {
  setTimeout(() => {
    const element = document.getElementById(id);
    if (element) element.focus();
    else if (tries > 0) focusWhenShown(id, 50, tries - 1);
  }, delay);
}

/** `R`: what `send` resolves to (submitReading's SubmittedReading; the close's callable answer). */
export interface ReadingFormOptions<R = SubmittedReading> {
  equipment: Equipment;
  /** The device's readings, newest first, for its usual month (empty while unknown). */
  readings: readonly MeterReading[];
  /**
   * The counters the reading must lie between (src/domain/reading-month.ts neighbourBounds); by
   * default from the device's floor, with no ceiling.
   */
  bounds?: { floor: Counters; ceiling: Counters | null };
  /** The id of a counter's field (the focus goes to the first one with an error). */
  fieldId: (name: ReadingField) => string;
  /** The id of the question's checkbox (the focus goes to it when the form asks). */
  confirmId: string;
  /** Sends the checked counters; resolves to what submitReading stored. */
  send: (counters: Counters) => Promise<R>;
  /** Asked once the question is answered, before sending: false stops (e.g. a bad photo). */
  ready?: () => boolean;
  onStored: (saved: R) => void;
  /** The month turned out to have its reading (sent elsewhere meanwhile): the device as stored. */
  onAlreadyThisMonth: (equipment: Equipment) => void;
  /** A newer reading raised the floor: the device as stored. */
  onFloorRaised?: (equipment: Equipment) => void;
  /** The message of any other failure. */
  failureOf: (error: unknown) => string;
}

export function useReadingForm<R = SubmittedReading>({
  equipment,
  readings,
  bounds,
  fieldId,
  confirmId,
  send,
  ready = () => true,
  onStored,
  onAlreadyThisMonth,
  onFloorRaised,
  failureOf,
}: ReadingFormOptions<R>) {
  /** The floor a refusal reported (newer than the page's device), else the device's own. */
  const [refusedFloor, setRefusedFloor] = useState<Counters | null>(null);
  const floor = refusedFloor ?? bounds?.floor ?? readingFloor(equipment);
  const ceiling = bounds?.ceiling ?? null;
  const [values, setValues] = useState<Record<ReadingField, string>>({ bw: '', color: '' });
  const [errors, setErrors] = useState<ReadingFormErrors>({});
  /** The unusual-month question was asked (it follows the typed values from then on). */
  const [asked, setAsked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const parse = (): ReturnType<typeof parseReadingForm> => {
    const parsed = parseReadingForm(
      { bw: values.bw, color: equipment.color ? values.color : String(floor.color) },
      floor,
    );
    if (!parsed.ok || !ceiling) return parsed;
    const above: ReadingFormErrors = {};
    if (parsed.value.bw > ceiling.bw) above.bw = aboveNextMessage(ceiling.bw);
    if (equipment.color && parsed.value.color > ceiling.color)
      above.color = aboveNextMessage(ceiling.color);
    return Object.keys(above).length > 0 ? { ok: false, errors: above } : parsed;
  };
  const typed = parse();
  const unusual = typed.ok
    ? unusualReading({ typed: typed.value, floor, contract: equipment.contract, readings })
    : null;

  function showErrors(found: ReadingFormErrors) {
    setErrors(found);
    focusFirstError(READING_FIELDS, found, fieldId);
  }

  async function submit() {
    if (busy) return;
    setFailure(null);
    const parsed = parse();
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    if (unusual && !confirmed) {
      setAsked(true);
      focusWhenShown(confirmId);
      return;
    }
    if (!ready()) return;
    setErrors({});
    setBusy(true);
    try {
      onStored(await send(parsed.value));
    } catch (error) {
      if (!(error instanceof ReadingRefusedError)) {
        setFailure(failureOf(error));
      } else if (error.reason === 'already-this-month') {
        onAlreadyThisMonth(error.equipment);
      } else {
        const below = belowFloorErrors(parsed.value, error.floor, equipment.color);
        setRefusedFloor(error.floor);
        onFloorRaised?.(error.equipment);
        if (Object.keys(below).length > 0) showErrors(below);
        else setFailure(failureOf(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    color: equipment.color,
    fieldId,
    confirmId,
    floor,
    values,
    errors,
    /** The question to ask (once the form asked), with the month's pages; null: none. */
    question: asked ? unusual : null,
    /** The typed reading is unusual: the form will ask before sending it. */
    mayAsk: unusual !== null,
    confirmed,
    setConfirmed,
    failure,
    setFailure,
    busy,
    /** A counter was typed: a new value is a new reading, so the question is answered again. */
    change(name: ReadingField, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setConfirmed(false);
    },
    submit,
  };
}
