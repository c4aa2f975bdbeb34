// Versandprotokoll: the newest mails (state wartend / gesendet / fehlgeschlagen with the reason), a
// filter by state, "Erneut senden" for waiting and failed mails, and failed calendar pushes.
import { ArrowLeft, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageState } from '#app/domain/bookings/read-models';
import { formatGermanDateTime } from '#app/domain/german-date';
import { Badge, type BadgeVariant } from '#app/ui/badge';
import { Button } from '#app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';
import { Table, TableBody, TableCell, TableRow } from '#app/ui/table';
import { cn } from '#app/ui/cn';
import { mailRetryUrl, usePostAction } from '#app/staff/actions/use-post-action';
import { ACTIONS_COLUMN, ColumnHeads, type Column } from '#app/staff/crud/table-card';
import type { Route } from '../+types/mail-log';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

type MailLogEntry = ScreenData['messages'][number];

const stateBadge: Record<MessageState, { label: string; variant: BadgeVariant }> = {
  wartend: { label: 'Wartend', variant: 'pending' },
  gesendet: { label: 'Gesendet', variant: 'confirmed' },
  fehlgeschlagen: { label: 'Fehlgeschlagen', variant: 'rejected' },
};

const COLUMNS: Column[] = [
  { label: 'Erstellt' },
  { label: 'Art' },
  { label: 'Buchung' },
  { label: 'Empfänger' },
  { label: 'Status' },
  { label: 'Details' },
  ACTIONS_COLUMN,
];

const formatTime = (iso: string) => `${formatGermanDateTime(iso)} Uhr`;

function RetryButton({ entry }: { entry: MailLogEntry }) {
  const { run, busy } = usePostAction();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void run({}, { url: mailRetryUrl(entry.jobId) })}
    >
      <RotateCw aria-hidden="true" />
      Erneut senden
      <span className="sr-only">
        : {entry.label} an {entry.recipient}
      </span>
    </Button>
  );
}

export function MailLogScreen({ filter, messages, counts, calendarProblems, smtpConfigured }: ScreenData) {
  const tabs: Array<{ value: ScreenData['filter']; label: string }> = [
    { value: 'alle', label: `Alle (${counts.wartend + counts.gesendet + counts.fehlgeschlagen})` },
    { value: 'wartend', label: `Wartend (${counts.wartend})` },
    { value: 'gesendet', label: `Gesendet (${counts.gesendet})` },
    { value: 'fehlgeschlagen', label: `Fehlgeschlagen (${counts.fehlgeschlagen})` },
  ];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/app/settings"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-dark hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zu den Einstellungen
        </Link>
        <h1 className="text-2xl font-bold">Versandprotokoll</h1>
      </div>
      {!smtpConfigured ? (
        <p className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          Es ist kein SMTP-Server eingerichtet. E-Mails warten, bis die{' '}
          <Link to="/app/settings" className="font-semibold underline">
            SMTP-Einstellungen
          </Link>{' '}
          gespeichert sind; danach werden sie automatisch versendet.
        </p>
      ) : null}
      <nav aria-label="Nach Status filtern" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.value}
            to={tab.value === 'alle' ? '/app/settings/mail-log' : `/app/settings/mail-log?status=${tab.value}`}
            aria-current={filter === tab.value ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-semibold',
              filter === tab.value
                ? 'border-brand bg-brand text-brand-foreground'
                : 'border-border bg-white text-ink hover:bg-surface',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Card>
        <CardHeader>
          <CardTitle>E-Mails</CardTitle>
          <CardDescription>
            Die neuesten 200 E-Mails. Fehlgeschlagene werden automatisch mehrfach wiederholt, bevor sie hier als
            fehlgeschlagen erscheinen.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {messages.length === 0 ? (
            <p className="text-muted">Keine E-Mails in dieser Ansicht.</p>
          ) : (
            <Table>
              <ColumnHeads columns={COLUMNS} />
              <TableBody>
                {messages.map((entry) => (
                  <TableRow key={entry.jobId}>
                    <TableCell className="whitespace-nowrap">{formatTime(entry.createdAt)}</TableCell>
                    <TableCell>{entry.label}</TableCell>
                    <TableCell className="whitespace-nowrap">{entry.bookingNumber ?? '–'}</TableCell>
                    <TableCell className="break-all">{entry.recipient}</TableCell>
                    <TableCell>
                      <Badge variant={stateBadge[entry.state].variant}>{stateBadge[entry.state].label}</Badge>
                    </TableCell>
                    <TableCell className="max-w-sm text-sm">
                      {entry.state === 'gesendet' && entry.sentAt ? `Gesendet ${formatTime(entry.sentAt)}` : null}
                      {entry.state !== 'gesendet' ? (
                        <>
                          {entry.reason ? <span className="block">{entry.reason}</span> : null}
                          <span className="block text-muted">
                            Versuche: {entry.attempts} von {entry.maxAttempts}
                            {entry.state === 'wartend' && entry.nextAttemptAt
                              ? `, nächster Versuch ${formatTime(entry.nextAttemptAt)}`
                              : ''}
                          </span>
                        </>
                      ) : null}
                    </TableCell>
                    <TableCell>{entry.state !== 'gesendet' ? <RetryButton entry={entry} /> : null}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Kalender-Synchronisation</CardTitle>
          <CardDescription>
            Buchungen, deren Übertragung in den Google Kalender zuletzt fehlgeschlagen ist. Die Buchungen selbst sind
            davon nicht betroffen.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {calendarProblems.length === 0 ? (
            <p className="text-muted">Keine Fehler bei der Kalender-Synchronisation.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {calendarProblems.map((problem) => (
                <li key={problem.bookingId} className="rounded-md border border-border p-3 text-sm">
                  <strong>{problem.bookingNumber}</strong> – {problem.lastError ?? 'Unbekannter Fehler'}{' '}
                  <span className="text-muted">({formatTime(problem.updatedAt)})</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
