/**
 * The demo business's tickets (docs/decisions/0048), dated from today in Cancún: one in every
 * status, one late, one waiting for a part with a visit today, and the office's toner request of
 * last month, resolved after a conversation both ways. The collector opens one more today (its
 * cyan cartridge at 12 %).
 */
import {
  CLINIC_DEVICE,
  DEMO_DEVICES,
  DEMO_PEOPLE,
  HOUSEKEEPING,
  OFFICE,
  RECEPTION,
  cancunTime,
  dayOf,
  type DemoCalendar,
  type DemoDevice,
} from './plan.js';
import type { DemoTicket } from './writes.js';

const device = (id: string): DemoDevice => {
  const found = DEMO_DEVICES.find((d) => d.id === id);
  if (!found) throw new Error(`Equipo de demostración desconocido: ${id}`);
  return found;
};
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** The office's toner request: asked for on `month`'s 8th, delivered and resolved on the 9th. */
export function tonerTicket(month: string): DemoTicket {
  const createdAt = cancunTime(dayOf(month, 8), '10:00');
  const nextDay = cancunTime(dayOf(month, 9), '09:40');
  return {
    id: 'demo-toner-resuelto',
    device: device(OFFICE),
    author: DEMO_PEOPLE.usuario,
    createdAt,
    kind: { kind: 'toner', tonerColors: ['Negro'] },
    description: 'Queda poco tóner; el equipo ya avisa en pantalla.',
    steps: [
      {
        at: later(createdAt, 60),
        reply: 'Hola, Jorge: mañana a primera hora le llevamos el cartucho TN-3512.',
      },
      {
        at: later(createdAt, 130),
        reply: 'Gracias. ¿Pueden dejarlo en recepción con Mariana?',
        fromClient: true,
      },
      { at: nextDay, reply: 'Listo: el cartucho quedó en recepción con Mariana.' },
      { at: later(nextDay, 20), status: 'Resuelto' },
    ],
  };
}

/** The tickets of the last days, from oldest. */
export function demoTickets(cal: DemoCalendar): DemoTicket[] {
  const late = cal.daysAgo(5, '10:00');
  const parts = cal.daysAgo(3, '09:30');
  const paused = cal.daysAgo(2, '16:00');
  const waiting = cal.daysAgo(2, '11:00');
  const clinic = cal.daysAgo(1, '09:00');
  return [
    {
      id: 'demo-falla-tarde',
      device: device(HOUSEKEEPING),
      author: DEMO_PEOPLE.cliente,
      createdAt: late,
      kind: { kind: 'falla', category: 'Calidad de impresión' },
      description: 'Las hojas salen con una franja gris del lado izquierdo.',
      steps: [],
    },
    {
      id: 'demo-falla-refaccion',
      device: device(RECEPTION),
      author: DEMO_PEOPLE.cliente,
      createdAt: parts,
      kind: { kind: 'falla', category: 'Mensaje de error' },
      description: 'La pantalla marca C6000 y las hojas salen arrugadas.',
      steps: [
        { at: later(parts, 45), status: 'En proceso' },
        {
          at: later(parts, 50),
          reply:
            'Revisamos el equipo a distancia: es la unidad fusora. Ya la pedimos al proveedor.',
        },
        { at: later(parts, 55), technician: true },
        { at: paused, status: 'Esperando refacción' },
        {
          at: later(paused, 5),
          visit: { date: cal.today, start: '16:00', end: '18:00', phone: '983 834 1200' },
        },
        {
          at: later(paused, 6),
          reply: 'La unidad fusora llega hoy; el técnico la instala en la visita programada.',
        },
      ],
    },
    {
      id: 'demo-falla-esperando',
      device: device(OFFICE),
      author: DEMO_PEOPLE.usuario,
      createdAt: waiting,
      kind: { kind: 'falla', category: 'Red o escaneo' },
      description: 'El escaneo a correo dejó de llegar desde ayer.',
      steps: [
        {
          at: later(waiting, 60),
          reply: '¿Nos confirma si cambiaron la contraseña del correo del escáner?',
        },
        { at: later(waiting, 61), status: 'Esperando al cliente' },
      ],
    },
    {
      id: 'demo-falla-clinica',
      device: device(CLINIC_DEVICE),
      author: DEMO_PEOPLE.clinica,
      createdAt: clinic,
      kind: { kind: 'falla', category: 'Atasco de papel' },
      description: 'Se atora el papel en la bandeja 2.',
      steps: [
        { at: later(clinic, 40), status: 'En proceso' },
        {
          at: later(clinic, 41),
          reply: 'Mañana a las 10:00 pasa el técnico; mientras, use la bandeja 1.',
        },
      ],
    },
  ];
}
