/** What every desk view's route module receives: the record in the URL ('' for a section) and the clock. */
export interface AdminViewProps {
  id: string;
  now: () => Date;
}
