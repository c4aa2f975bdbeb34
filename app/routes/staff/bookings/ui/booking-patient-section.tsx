// The patient of a booking in the details dialog (issue 17): the linked patient with a link to their
// page, or the suggestions (strongest first, with the reason) to accept, or "Als neuen Patienten
// anlegen" from the booking's data. Nothing is linked or merged without the dispatcher's click.
import { Link2, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatGermanDate } from '#app/domain/german-date';
import { MATCH_STRENGTH_LABELS, type PatientMatch } from '#app/domain/patients/matching';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Button } from '#app/ui/button';
import { usePostAction } from '#app/staff/actions/use-post-action';

type PatientRef = { id: string; vorname: string; nachname: string; geburtsdatum: string | null; telefone: string[] };
type Loaded = { linked: PatientRef | null; suggestions: { patient: PatientRef; match: PatientMatch }[] };

const name = (p: PatientRef) =>
  `${p.nachname}, ${p.vorname}${p.geburtsdatum ? ` (geb. ${formatGermanDate(p.geburtsdatum)})` : ''}`;

/** `onChanged`: after a link, so the dialog reloads its history. */
export function BookingPatientSection({ bookingId, onChanged }: { bookingId: string; onChanged?: () => void }) {
  const url = `/app/bookings/${encodeURIComponent(bookingId)}/patient`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const { run, busy } = usePostAction();

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetch(url, { headers: { Accept: 'application/json' }, signal })
        .then(async (response) => {
          const body = (await response.json().catch(() => null)) as ({ ok: true } & Loaded) | { ok: false } | null;
          if (!response.ok || !body?.ok) throw new Error('load failed');
          setLoaded({ linked: body.linked, suggestions: body.suggestions });
        })
        .catch(() => {
          if (!signal?.aborted) setFailed(true);
        }),
    [url],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function act(fields: Record<string, string>) {
    const result = await run(fields, { url });
    if (!result.ok) return;
    await load();
    onChanged?.();
  }

  if (failed) return <p className="text-muted">Patientendaten konnten nicht geladen werden.</p>;
  if (!loaded) return <p className="text-muted">Lade Patientendaten …</p>;
  if (loaded.linked) {
    return (
      <p>
        Verknüpft mit{' '}
        <Link
          to={`/app/patients/${loaded.linked.id}`}
          className="font-medium text-brand-dark underline underline-offset-4"
        >
          {name(loaded.linked)}
        </Link>
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      {loaded.suggestions.length ? (
        <ul className="grid gap-2" aria-label="Vorschläge aus den Stammdaten">
          {loaded.suggestions.map(({ patient, match }) => (
            <li
              key={patient.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
            >
              <span>
                <Link
                  to={`/app/patients/${patient.id}`}
                  className="font-medium text-brand-dark underline underline-offset-4"
                >
                  {name(patient)}
                </Link>
                {patient.telefone[0] ? (
                  <span className="text-muted"> · {formatPhoneForDisplay(patient.telefone[0])}</span>
                ) : null}
                <span className="block text-xs text-muted">
                  {MATCH_STRENGTH_LABELS[match.strength]}: {match.message}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void act({ intent: 'link', patientId: patient.id })}
              >
                <Link2 aria-hidden="true" />
                Übernehmen
                <span className="sr-only">
                  {' '}
                  ({patient.vorname} {patient.nachname})
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Kein passender Patient in den Stammdaten.</p>
      )}
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={busy}
        onClick={() => void act({ intent: 'create-patient' })}
      >
        <UserPlus aria-hidden="true" />
        Als neuen Patienten anlegen
      </Button>
    </div>
  );
}
