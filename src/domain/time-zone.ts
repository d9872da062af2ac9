/** The company's time zone (Cancún, UTC−5 all year): every time people see is this zone's. */
export const MEXICO_TIME_ZONE = 'America/Cancun';
