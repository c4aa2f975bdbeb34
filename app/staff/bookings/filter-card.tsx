// Filter card of the Buchungen screen: status, transport type and free-text search, all kept in the URL.
// Changing a filter resets the page to 1; the search is applied after a short pause in typing.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, STATUS_LABELS } from '../../domain/bookings/status';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '../../domain/bookings/transport';
import { MAX_SEARCH_LENGTH } from '../../domain/bookings/list-filters';
import { Card, CardContent } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';

const SEARCH_DELAY_MS = 350;

export function FilterCard() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const [q, setQ] = useState(params.get('q') ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward navigation changes the URL: follow it.
  const urlQ = params.get('q') ?? '';
  const [lastUrlQ, setLastUrlQ] = useState(urlQ);
  if (urlQ !== lastUrlQ) {
    setLastUrlQ(urlQ);
    // Our own (debounced, trimmed) update must not eat the space the user is typing.
    if (urlQ !== q.trim()) setQ(urlQ);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (key: string, value: string, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );
  };

  const onSearch = (value: string) => {
    setQ(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update('q', value.trim(), true), SEARCH_DELAY_MS);
  };

  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:grid-cols-[12rem_12rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect id={`${id}-status`} value={params.get('status') ?? ''} onChange={(e) => update('status', e.target.value)}>
            <option value="">Alle</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Transportart</Label>
          <NativeSelect id={`${id}-type`} value={params.get('type') ?? ''} onChange={(e) => update('type', e.target.value)}>
            <option value="">Alle</option>
            {TRANSPORT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TRANSPORT_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <form
          role="search"
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            clearTimeout(timer.current);
            update('q', q.trim());
          }}
        >
          <Label htmlFor={`${id}-q`}>Suche</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              value={q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Buchungsnummer, Patient, Telefon oder Adresse"
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
