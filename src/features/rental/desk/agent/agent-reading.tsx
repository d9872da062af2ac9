/**
 * A device's meter collector on the desk (../equipment/client-equipment.tsx): "Lectura automática" with the
 * last accepted report's counters and time (Cancún), and a warning when the collector's last
 * counter went backwards and was not stored (`agentRefused`, cleared by the next accepted report).
 * Nothing for a device no collector reports. Its few texts live here: the client page's
 * "Lector automático" card (./agent-card.tsx, with ./agent-texts.ts) loads apart.
 */
import type { Equipment } from '@/data/rental/client-portal';
import { formatCount, formatDateTime } from '@/domain/format';
import { counterPair } from '../readings/reading-texts';

const TEXT = {
  automaticReading: 'Lectura automática',
  refused: (reported: string, floor: string) =>
    `El lector reportó un contador menor que la última lectura (${reported}; última: ${floor}); no se guardó.`,
  colorUnread: (bw: string) =>
    `El lector no pudo leer el contador a color de este equipo (B/N ${bw}); no se guardó la lectura.`,
  reportedAt: (when: string) => `Reportado el ${when}`,
} as const;

const counters = (color: boolean, bw: number, colour: number) =>
  counterPair(color, formatCount(bw), formatCount(colour));

export function AgentReading({ equipment }: { equipment: Equipment }) {
  const { agent, agentRefused: refused, color } = equipment;
  if (!agent && !refused) return null;
  return (
    <div className="mb-2">
      {agent && (
        <p className="mb-1">
          <span className="fw-semibold">{TEXT.automaticReading}:</span>{' '}
          {counters(color, agent.bw, agent.color)} — {formatDateTime(agent.at)}
        </p>
      )}
      {refused && (
        <p className="alert alert-warning py-2 mb-0">
          {refused.colorUnread
            ? TEXT.colorUnread(formatCount(refused.bw))
            : TEXT.refused(
                counters(color, refused.bw, refused.color),
                counters(color, refused.floorBw, refused.floorColor),
              )}{' '}
          <span className="text-nowrap">{TEXT.reportedAt(formatDateTime(refused.at))}</span>
        </p>
      )}
    </div>
  );
}
