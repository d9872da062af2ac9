/**
 * The words the shared UI kit shows, passed in by the feature that uses it (shared code imports
 * no feature's messages). The desk's are in src/content/desk-ui.ts.
 */
export interface UiTexts {
  /** LoadStatus: "Cargando…". */
  loading: string;
  /** LoadStatus: a refusal of the security rules. */
  permissionDenied: string;
  /** LoadStatus: any other failure to load. */
  loadFailed: string;
  /** LoadStatus: the button that loads again. */
  retry: string;
  /** Pager. */
  previousPage: string;
  nextPage: string;
  /** PagedTable: an empty page after the first. */
  noMorePages: string;
  /** SearchForm. */
  searchButton: string;
  clearSearch: string;
  /** FormFrame: the button that closes the form. */
  cancel: string;
}
