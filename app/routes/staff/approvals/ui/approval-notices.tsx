// On the dashboard (issue 18): approvals that run out within 14 days and patients' exemption cards
// (Befreiungsausweise) that end this month. Shown only when there is something to do.
import { formatGermanDate } from '#app/domain/german-date';
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/card';
import { Link } from 'react-router';

export type ApprovalNoticesView = {
  expiring: { id: string; patientName: string; nummer: string | null; krankenkasse: string; message: string }[];
  exemptions: { id: string; name: string; befreiungBis: string }[];
};

export function ApprovalNotices({ expiring, exemptions }: ApprovalNoticesView) {
  if (!expiring.length && !exemptions.length) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {expiring.length ? (
        <Card className="border-yellow-300">
          <CardHeader>
            <CardTitle as="h2">Genehmigungen laufen ab ({expiring.length})</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <ul className="grid gap-2">
              {expiring.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{a.patientName}</span>
                  {a.nummer ? ` · Nr. ${a.nummer}` : ''} · {a.krankenkasse}
                  <br />
                  <span className="text-yellow-900">{a.message}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/app/approvals?filter=ablaufend"
              className="font-medium text-brand-dark underline underline-offset-4"
            >
              Alle ablaufenden Genehmigungen
            </Link>
          </CardContent>
        </Card>
      ) : null}
      {exemptions.length ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Befreiungsausweise enden diesen Monat ({exemptions.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {exemptions.map((p) => (
                <li key={p.id}>
                  <span className="font-medium">{p.name}</span>: gültig bis {formatGermanDate(p.befreiungBis)}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
