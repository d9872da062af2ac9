/**
 * The month close's devices: each device rented that month with its reading and its company's
 * name (one client read per company), and the table cells of its reading and where it came from.
 */
import { companyNamesOf } from '@/data/rental/service/ticket-companies';
import { listCloseDevices, type CloseDevice } from '@/data/rental/month-close/month-close';
import { formatCount } from '@/domain/format';
import { ReadingSource } from '../../readings/reading-source';
import { CLOSE_TEXT as T } from './month-close-messages';

/** A device of the close with its company's name. */
export interface CloseRow extends CloseDevice {
  company: string;
}

/**
 * The month's devices with their readings (listCloseDevices) and their companies' names (one
 * client read per company), by company name, then serial.
 */
export async function loadCloseRows(month: string): Promise<CloseRow[]> {
  const devices = await listCloseDevices(month);
  const names = await companyNamesOf(devices, (row) => row.device.clientId);
  return devices
    .map((row, index) => ({ ...row, company: names[index] ?? row.device.clientId }))
    .sort(
      (a, b) =>
        a.company.localeCompare(b.company, 'es') ||
        a.device.clientId.localeCompare(b.device.clientId) ||
        a.device.serial.localeCompare(b.device.serial, 'es'),
    );
}

export function ReadingCells({ row }: { row: CloseRow }) {
  const { device, reading } = row;
  if (!reading)
    return (
      <>
        <td className="text-danger fw-semibold">{T.noReading}</td>
        <td />
      </>
    );
  return (
    <>
      <td className="text-nowrap">
        {device.color
          ? `${formatCount(reading.bw)} · ${formatCount(reading.color)}`
          : formatCount(reading.bw)}
      </td>
      <td>
        <ReadingSource reading={reading} />
      </td>
    </>
  );
}
