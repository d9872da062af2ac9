/**
 * A cartridge's yield limit, re-exported by ./toner-forecast.ts. A module of its own so the
 * equipment schema (schemas/equipment.ts), which every device page loads, does not pull the
 * toner forecast's code into that page's JavaScript.
 */

/** A cartridge's yield: whole pages, 1 to 1,000,000. */
export const MAX_TONER_YIELD = 1_000_000;
