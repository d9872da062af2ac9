/** Display helpers for the admin area (es-MX). */
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import type { EquipmentQuantity } from '@/domain/entities';

/**
 * "2 mar 2026, 9:04" in es-MX, in Cancún's time (America/Cancun) whatever the browser's zone, like
 * every time on the desk. A value that is not a date is shown as it is.
 */
export function formatDateTime(iso: string, timeZone: string = MEXICO_TIME_ZONE): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** "jueves, 26 de noviembre de 2026": the day in Cancún (a lead's next action). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: MEXICO_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** Whole numbers in es-MX ("1,234"). */
export function formatCount(value: number): string {
  return value.toLocaleString('es-MX');
}

/**
 * The equipment bands in words. Also keeps spreadsheets from turning "1-10" into a date and
 * "+50" into the number 50.
 */
export const EQUIPMENT_QUANTITY_LABELS: Record<EquipmentQuantity, string> = {
  '1-10': '1 a 10',
  '11-50': '11 a 50',
  '+50': 'Más de 50',
};
