/**
 * The toner colours, in the order the pages list them: what a client can ask for (a B/N device
 * only Negro), what a device's yields and deliveries are kept per, what the meter collector's
 * supplies are named. Its own small module: the schemas, the client portal's lists and the
 * functions all take it from here. (The collector, agent/src/supplies.ts, is its own package and
 * names them itself; functions/test/agent-report-contract.test.ts holds the two together.)
 */
export const TONER_COLORS = ['Negro', 'Cian', 'Magenta', 'Amarillo'] as const;
export type TonerColor = (typeof TONER_COLORS)[number];
