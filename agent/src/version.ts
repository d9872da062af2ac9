/**
 * The collector's own version, sent with every enrolment and report. Kept equal to
 * agent/package.json's "version" (a test checks it).
 */
export const VERSION = '1.0.0';
