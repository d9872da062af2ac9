import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UiTexts } from './texts';

/**
 * A search box that searches when submitted (Enter or "Buscar"), not on every keystroke: each
 * search is a query to the database. `value` is the search in effect.
 */
export function SearchForm({
  label,
  hint,
  value,
  onSearch,
  texts,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (term: string) => void;
  texts: Pick<UiTexts, 'searchButton' | 'clearSearch'>;
}) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The search in effect changed elsewhere (a link, the back button): show it.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <Form role="search" onSubmit={submit} className="admin-search flex-grow-1">
      <Form.Label htmlFor={inputId}>{label}</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id={inputId}
          type="search"
          value={draft}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline-primary">
          {texts.searchButton}
        </Button>
        {value !== '' && (
          <Button type="button" variant="link" className="text-nowrap" onClick={() => onSearch('')}>
            {texts.clearSearch}
          </Button>
        )}
      </div>
      <Form.Text id={hintId} className="text-secondary">
        {hint}
      </Form.Text>
    </Form>
  );
}
