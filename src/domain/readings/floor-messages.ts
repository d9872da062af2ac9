/**
 * The reading decision's two bound messages (./decision.ts re-exports them), in a module of their
 * own: the reading form's schema (../schemas/meter-reading.ts) words a counter below its floor
 * or above the next month's without the decision itself, which only the write path loads.
 */

/** "La lectura no puede ser menor que la anterior (12,345)." */
export const belowPreviousMessage = (previous: number): string =>
  `La lectura no puede ser menor que la anterior (${previous.toLocaleString('es-MX')}).`;

/** "La lectura no puede ser mayor que la del mes siguiente (12,345)." (a month between two). */
export const aboveNextMessage = (next: number): string =>
  `La lectura no puede ser mayor que la del mes siguiente (${next.toLocaleString('es-MX')}).`;
