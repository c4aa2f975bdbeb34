// Filter card of the Buchungen screen: status, transport type, free-text search (also a date dd.MM.yyyy),
// and for the working day the trip date (Heute, Morgen, Diese Woche, Von–Bis), the driver (or "nicht
// zugewiesen") and the order, all kept in the URL. Changing a filter resets the page to 1; the search is
// applied after a short pause in typing.
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, STATUS_LABELS } from '#app/domain/rides/statuses';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import {
  DAY_PRESET_LABELS,
  DAY_PRESETS,
  LIST_SORT_LABELS,
  LIST_SORTS,
  MAX_SEARCH_LENGTH,
  NO_DRIVER,
} from '#app/domain/bookings/list-filters';
import { Card, CardContent } from '#app/ui/card';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { LabelledOptions, NamedOptions, NativeSelect } from '#app/ui/native-select';
import type { DriverOption } from '#app/domain/bookings/read-models';

const SEARCH_DELAY_MS = 350;

export function FilterCard({ drivers, archived }: { drivers: DriverOption[]; archived: boolean }) {
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
        // A preset and a Von–Bis range exclude each other.
        if (key === 'tag' && value) ['von', 'bis'].forEach((k) => next.delete(k));
        if ((key === 'von' || key === 'bis') && value) next.delete('tag');
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
          <NativeSelect
            id={`${id}-status`}
            value={params.get('status') ?? ''}
            onChange={(e) => update('status', e.target.value)}
          >
            <option value="">Alle</option>
            <LabelledOptions values={BOOKING_STATUSES} labels={STATUS_LABELS} />
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Transportart</Label>
          <NativeSelect
            id={`${id}-type`}
            value={params.get('type') ?? ''}
            onChange={(e) => update('type', e.target.value)}
          >
            <option value="">Alle</option>
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
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
          {/* The magnifier is a CSS mask of lucide's icon (`.kf-search::before`, decision 204). */}
          <div className="kf-search">
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              value={q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Buchungsnummer, Patient, Telefon, Adresse oder Datum (TT.MM.JJJJ)"
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
        </form>
        <div className="grid grid-cols-2 gap-3 sm:col-span-3 lg:grid-cols-5">
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <Label htmlFor={`${id}-tag`}>Fahrtdatum</Label>
            <NativeSelect
              id={`${id}-tag`}
              value={params.get('tag') ?? ''}
              onChange={(e) => update('tag', e.target.value)}
            >
              <option value="">{params.get('von') || params.get('bis') ? 'Zeitraum (Von–Bis)' : 'Alle'}</option>
              <LabelledOptions values={DAY_PRESETS} labels={DAY_PRESET_LABELS} />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-von`}>Von</Label>
            <Input
              id={`${id}-von`}
              type="date"
              value={params.get('von') ?? ''}
              onChange={(e) => update('von', e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-bis`}>Bis</Label>
            <Input
              id={`${id}-bis`}
              type="date"
              value={params.get('bis') ?? ''}
              onChange={(e) => update('bis', e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5 max-lg:col-span-2 sm:max-lg:col-span-1">
            <Label htmlFor={`${id}-fahrer`}>Fahrer</Label>
            <NativeSelect
              id={`${id}-fahrer`}
              value={params.get('fahrer') ?? ''}
              onChange={(e) => update('fahrer', e.target.value)}
            >
              <option value="">Alle</option>
              <option value={NO_DRIVER}>Nicht zugewiesen</option>
              <NamedOptions items={drivers} />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5 max-lg:col-span-2 sm:max-lg:col-span-1">
            <Label htmlFor={`${id}-sort`}>Sortierung</Label>
            <NativeSelect
              id={`${id}-sort`}
              value={params.get('sort') ?? ''}
              onChange={(e) => update('sort', e.target.value)}
            >
              <option value="">{archived ? 'Standard: neueste Eingänge' : 'Standard: nächste Fahrten'}</option>
              <LabelledOptions values={LIST_SORTS} labels={LIST_SORT_LABELS} />
            </NativeSelect>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
