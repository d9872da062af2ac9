/**
 * The words the client's and the desk's reading forms share: the counters' labels. Imported only by
 * the shared form parts (one chunk with them); each side's texts module keeps its own hint.
 */
export const READING_TEXT = {
  counter: { bw: 'Contador B/N', color: 'Contador a color' },
} as const;
