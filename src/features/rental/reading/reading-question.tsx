/** The unusual month's question of a reading form: it lives with the counters' fields. */
export { ReadingQuestion } from './counter-fields';
