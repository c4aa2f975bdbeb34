// The patient picker of "Neue Buchung" (issue 17): an ARIA combobox. Typing searches the patients (name,
// phone in any notation, date of birth dd.MM.yyyy, KVNR) through the route's loader; arrow keys move
// through the matches, Enter takes one, Escape closes the list. Nothing here submits the booking form.
// As in the ARIA combobox pattern, no match is highlighted until ↓ (the first) or ↑ (the last): with two
// matches, ↓ once is the first, not the second (issue 37).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFetcher } from 'react-router';
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';

export type PickerPatient = {
  id: string;
  vorname: string;
  nachname: string;
  geburtsdatum: string | null;
  telefone: string[];
};

export function PatientPicker<P extends PickerPatient>({
  onPick,
  searchUrl,
}: {
  onPick: (patient: P) => void;
  searchUrl: string;
}) {
  const fetcher = useFetcher<{ matches: P[]; q: string }>();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  /** The highlighted match; -1 = none yet (the focus is still in the input). */
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const matches = query.trim() && fetcher.data?.q === query.trim().slice(0, 200) ? fetcher.data.matches : [];
  const searching = fetcher.state !== 'idle';

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function search(value: string) {
    setQuery(value);
    setActive(-1);
    setOpen(true);
    if (timer.current) clearTimeout(timer.current);
    const q = value.trim();
    if (!q) return;
    timer.current = setTimeout(() => void fetcher.load(`${searchUrl}?q=${encodeURIComponent(q.slice(0, 200))}`), 150);
  }

  function pick(patient: P) {
    setOpen(false);
    setQuery('');
    onPick(patient);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((at) => Math.min(at + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => (at < 0 ? matches.length - 1 : Math.max(at - 1, 0)));
    } else if (event.key === 'Enter') {
      // Enter never submits the booking from here: it takes the highlighted patient, if any.
      event.preventDefault();
      const patient = matches[active];
      if (open && patient) pick(patient);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && query.trim() !== '' && matches.length > 0;
  const status = !query.trim()
    ? ''
    : searching
      ? 'Suche …'
      : matches.length
        ? `${matches.length} Treffer, mit Pfeiltasten wählen, Eingabe übernimmt.`
        : 'Kein Patient gefunden.';

  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={`${id}-input`}>Patient suchen</Label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && matches[active] ? `${id}-option-${matches[active].id}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        // The first thing a dispatcher does on the phone: find the caller.
        autoFocus
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        maxLength={200}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        Name, Telefon, Geburtsdatum (TT.MM.JJJJ) oder Versichertennummer
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Gefundene Patienten"
          className="absolute top-full z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-border bg-white p-1 shadow-lg"
        >
          {matches.map((patient, at) => (
            <li
              key={patient.id}
              id={`${id}-option-${patient.id}`}
              role="option"
              aria-selected={at === active}
              className={`cursor-pointer rounded px-3 py-2 ${at === active ? 'bg-brand-light text-brand-dark' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(patient);
              }}
            >
              <span className="font-semibold">
                {patient.nachname}, {patient.vorname}
              </span>
              <span className="block text-sm text-muted">
                {[
                  patient.geburtsdatum ? `geb. ${formatGermanDate(patient.geburtsdatum)}` : null,
                  patient.telefone[0] ? formatPhoneForDisplay(patient.telefone[0]) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : query.trim() && !searching && fetcher.data?.q === query.trim() && matches.length === 0 ? (
        <p className="text-sm text-muted">Kein Patient gefunden. Geben Sie die Daten unten ein.</p>
      ) : null}
    </div>
  );
}
