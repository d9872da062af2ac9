/**
 * A scheduled run of once-only e-mails (the sales admins' morning digests, the clients' meter
 * reminders): one e-mail per recipient, each under its own marker, one recipient's failure not
 * stopping the others; a run that left some owed throws, so the platform retries it.
 */

/**
 * Sends to each item in turn and counts each outcome; an error thrown for one item is reported
 * to `failed` (to log it) and counted as 'failed'.
 */
export async function sendEach<T, O extends string>(
  items: Iterable<T>,
  send: (item: T) => Promise<O>,
  failed: (item: T, error: unknown) => void,
  count: (outcome: O | 'failed') => void,
): Promise<void> {
  for (const item of items) {
    let outcome: O | 'failed';
    try {
      outcome = await send(item);
    } catch (error) {
      failed(item, error);
      outcome = 'failed';
    }
    count(outcome);
  }
}

/** How many of a run's e-mails failed, and how many another run held. */
export interface OwedCounts {
  failed: number;
  busy: number;
}

/** Thrown by a scheduled function when some e-mail of its run is still owed. */
export class IncompleteRunError extends Error {
  constructor(name: string, what: string, report: OwedCounts) {
    super(`${what} (${report.failed} con error, ${report.busy} en curso); se reintentará.`);
    this.name = name;
  }
}

/** `report` when nothing is owed; else throws `owed(report)`. */
export function requireComplete<R extends OwedCounts>(
  report: R,
  owed: new (report: R) => IncompleteRunError,
): R {
  if (report.failed + report.busy > 0) throw new owed(report);
  return report;
}
