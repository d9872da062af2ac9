/**
 * The ticket forms' schemas with their Spanish messages: "Solicitar tóner" and "Reportar una
 * falla" (the portal's device page and the desk's "Nuevo ticket"), the desk's reply and the
 * client's "Responder", and the desk's "Programar visita". Apart from the stored ticket's schema
 * (./ticket.ts), which every page that reads tickets loads: the forms load them when they check
 * what was typed. firestore.rules mirror them.
 */
import * as v from 'valibot';
import { FAULT_CATEGORIES } from '../client-portal';
import { cancunDate } from '../business-hours';
import { TONER_COLORS } from '../toner-colors';
import {
  isCalendarDate,
  optionalText,
  parseForm,
  phoneNumber,
  requiredText,
  type Parsed,
} from './fields';
import { REQUIRED_FIELD_MESSAGE, SELECT_OPTION_MESSAGE, tooLongMessage } from './plain';
import {
  PICK_TONER_MESSAGE,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_REPLY_MAX_LENGTH,
  VISIT_ADDRESS_MAX_LENGTH,
  type FaultReport,
  type TicketVisit,
  type TonerRequest,
} from './ticket';

/** "Solicitar tóner": which colours (at least one; a B/N device offers Negro only) and a note. */
export const TonerRequestFormSchema = v.object({
  tonerColors: v.pipe(
    v.array(v.picklist(TONER_COLORS, SELECT_OPTION_MESSAGE)),
    v.minLength(1, PICK_TONER_MESSAGE),
    v.transform((colors) => TONER_COLORS.filter((color) => colors.includes(color))),
  ),
  description: optionalText(
    TICKET_DESCRIPTION_MAX_LENGTH,
    tooLongMessage(TICKET_DESCRIPTION_MAX_LENGTH),
  ).form,
});

/** "Reportar una falla": category and description. */
export const FaultReportFormSchema = v.object({
  category: v.picklist(FAULT_CATEGORIES, SELECT_OPTION_MESSAGE),
  description: requiredText(TICKET_DESCRIPTION_MAX_LENGTH).form,
});

/** The desk's reply. */
export const TicketReplyFormSchema = v.object({ text: requiredText(TICKET_REPLY_MAX_LENGTH).form });

export function parseTonerRequest(values: {
  tonerColors: readonly string[];
  description: string;
}): Parsed<TonerRequest, 'tonerColors' | 'description'> {
  return parseForm(TonerRequestFormSchema, values);
}

export function parseFaultReport(values: {
  category: string;
  description: string;
}): Parsed<FaultReport, 'category' | 'description'> {
  return parseForm(FaultReportFormSchema, values);
}

export function parseTicketReply(values: { text: string }): Parsed<{ text: string }, 'text'> {
  return parseForm(TicketReplyFormSchema, values);
}

/** The client's "Responder": the same text rule as the desk's reply. */
export const ClientReplyFormSchema = TicketReplyFormSchema;

export function parseClientReply(values: { text: string }): Parsed<{ text: string }, 'text'> {
  return parseForm(ClientReplyFormSchema, values);
}

// "Programar visita" (the desk): the day and time window in Cancún, the address and the phone.

export const VISIT_DATE_MESSAGE = 'Escribe una fecha válida.';
export const VISIT_PAST_MESSAGE = 'La fecha de la visita ya pasó.';
export const VISIT_TIME_MESSAGE = 'Escribe una hora válida (HH:MM).';
export const VISIT_END_MESSAGE = 'La hora de fin debe ser posterior a la de inicio.';

const typedText = v.optional(v.string(), '');

const timeOfDay = v.pipe(
  typedText,
  v.trim(),
  v.nonEmpty(REQUIRED_FIELD_MESSAGE),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, VISIT_TIME_MESSAGE),
);

/* @__NO_SIDE_EFFECTS__ */
function visitFormSchema(today: string) {
  return v.pipe(
    v.object({
      date: v.pipe(
        typedText,
        v.trim(),
        v.nonEmpty(REQUIRED_FIELD_MESSAGE),
        v.check(isCalendarDate, VISIT_DATE_MESSAGE),
        v.check((date) => date >= today, VISIT_PAST_MESSAGE),
      ),
      start: timeOfDay,
      end: timeOfDay,
      address: requiredText(VISIT_ADDRESS_MAX_LENGTH).form,
      phone: phoneNumber().form,
    }),
    v.forward(
      v.check(({ start, end }) => start < end, VISIT_END_MESSAGE),
      ['end'],
    ),
  );
}

export type VisitField = 'date' | 'start' | 'end' | 'address' | 'phone';
export type VisitForm = Pick<TicketVisit, VisitField>;

/**
 * Checks "Programar visita": a date that is today or later in Cancún (`now`'s day there), a
 * start before the end ("HH:MM"), an address and a phone (stored in E.164).
 */
export function parseVisitForm(
  values: Record<VisitField, string>,
  now: Date = new Date(),
): Parsed<VisitForm, VisitField> {
  const parsed = parseForm<ReturnType<typeof visitFormSchema>, VisitField>(
    visitFormSchema(cancunDate(now)),
    values,
  );
  if (parsed.ok || parsed.errors.start || parsed.errors.end) return parsed;
  // The object's check runs only once every field passes (abortPipeEarly): an end before the
  // start is told with the other fields' errors, all at once.
  const [start, end] = [values.start.trim(), values.end.trim()];
  return start >= end
    ? { ok: false, errors: { ...parsed.errors, end: VISIT_END_MESSAGE } }
    : parsed;
}
