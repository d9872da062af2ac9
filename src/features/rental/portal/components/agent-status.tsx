/**
 * "Lectura automática" on the client's device page (docs/product.md, "Lecturas automáticas"):
 * the meter collector's last report of the device (its counters and when, in Cancún's time) and
 * the toner levels it read, one Bootstrap progress bar per supply ("Negro: 45 %"). In the device
 * page's lazy chunk (./device-usage.tsx; ../pages/equipment-page.tsx shows it only for a device a
 * collector reports): the signed-in device page is at its JS budget.
 */
import type { AgentSupply, DeviceAgent } from '@/domain/schemas/agent';
import { formatDateTime } from '@/domain/format';
import { countersText } from './equipment-details';
import { PortalCard } from './portal-card';

/** At or below this percentage the company ships toner (functions/src/agent: a toner ticket). */
const LOW_PERCENT = 15;

const TEXT = {
  title: 'Lectura automática',
  counters: 'Último reporte del lector:',
  at: (when: string) => `Recibido el ${when}`,
  note: 'El lector instalado en tu red envía los contadores una vez al día; la lectura del mes se toma de él.',
  toner: 'Niveles de tóner',
  level: (name: string, percent: number) => `${name}: ${percent} %`,
  unknown: (name: string) => `${name}: nivel desconocido`,
  low: 'Bajo',
  barLabel: (name: string) => `Tóner ${name}`,
} as const;

const supplyName = (supply: AgentSupply): string => supply.color ?? supply.description;

function SupplyLevel({ supply }: { supply: AgentSupply }) {
  const name = supplyName(supply);
  if (supply.percent === null)
    return <li className="list-group-item text-body-secondary">{TEXT.unknown(name)}</li>;
  const percent = Math.max(0, Math.min(100, Math.round(supply.percent)));
  const low = percent <= LOW_PERCENT;
  return (
    <li className="list-group-item">
      <p className="mb-1">
        {TEXT.level(name, percent)}
        {low && <span className="text-danger fw-semibold ms-2">{TEXT.low}</span>}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={TEXT.barLabel(name)}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent} %`}
      >
        <div
          className={low ? 'progress-bar bg-danger' : 'progress-bar'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

export function AgentStatus({ agent, color }: { agent: DeviceAgent; color: boolean }) {
  const supplies = agent.supplies.filter((supply) => supplyName(supply) !== '');
  return (
    <PortalCard id="lectura-automatica" title={TEXT.title}>
      <p className="mb-1">
        {TEXT.counters}{' '}
        <span className="fw-semibold">{countersText(color, agent.bw, agent.color)}</span>
      </p>
      <p className="mb-2">{TEXT.at(formatDateTime(agent.at))}</p>
      <p className="small text-body-secondary">{TEXT.note}</p>
      {supplies.length > 0 && (
        <>
          <h3 id="niveles-toner" className="h6">
            {TEXT.toner}
          </h3>
          <ul className="list-group" aria-labelledby="niveles-toner">
            {supplies.map((supply, index) => (
              <SupplyLevel key={`${supplyName(supply)}-${String(index)}`} supply={supply} />
            ))}
          </ul>
        </>
      )}
    </PortalCard>
  );
}
