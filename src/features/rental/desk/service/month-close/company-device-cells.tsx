/**
 * The first two cells of a desk table row about one device: its company (a link to the client's
 * desk page) and its model with the serial below. Shared by "Cierre de mes" and "Tóner por
 * agotarse".
 */
import { Link, useLocation } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import type { Equipment } from '@/data/rental/client-portal';
import { backFrom } from '../../back-from';
import { CLOSE_TEXT } from './month-close-messages';

export function CompanyDeviceCells({
  device,
  company,
  backLabel,
}: {
  device: Pick<Equipment, 'clientId' | 'model' | 'serial'>;
  company: string;
  /** The company page's back link to this view ("Volver a Cierre de mes"); none: its default. */
  backLabel?: string;
}) {
  const location = useLocation();
  return (
    <>
      <td className="text-break">
        <Link
          to={adminClientPath(device.clientId)}
          state={backLabel ? backFrom(location, backLabel) : undefined}
        >
          {company}
        </Link>
      </td>
      <td>
        {device.model}
        <span className="d-block small text-secondary">{CLOSE_TEXT.serial(device.serial)}</span>
      </td>
    </>
  );
}
