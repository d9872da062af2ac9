/**
 * The first two cells of a desk table row about one device: its company (a link to the client's
 * desk page) and its model with the serial below. Shared by "Cierre de mes" and "Tóner por
 * agotarse".
 */
import { Link } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import type { Equipment } from '@/data/rental/client-portal';
import { CLOSE_TEXT } from './month-close-messages';

export function CompanyDeviceCells({
  device,
  company,
}: {
  device: Pick<Equipment, 'clientId' | 'model' | 'serial'>;
  company: string;
}) {
  return (
    <>
      <td className="text-break">
        <Link to={adminClientPath(device.clientId)}>{company}</Link>
      </td>
      <td>
        {device.model}
        <span className="d-block small text-secondary">{CLOSE_TEXT.serial(device.serial)}</span>
      </td>
    </>
  );
}
