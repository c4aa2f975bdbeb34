// On a patient's page (issue 19): their series (rule in words, state, next dates, approval) and the way
// to create one (the Serien screen with the patient preselected).
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/card';
import { SeriesList, type SeriesListItem } from './series-list';

export function PatientSeries({ patientId, series }: { patientId: string; series: SeriesListItem[] }) {
  return (
    <Card role="region" aria-labelledby="patient-series-heading">
      <CardHeader>
        <CardTitle as="h2" id="patient-series-heading">
          Serien ({series.length})
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <SeriesList items={series} empty="Noch keine Serie für diesen Patienten." showPatient={false} />
        <Link
          to={`/app/series?neu=1&patient=${encodeURIComponent(patientId)}`}
          className="font-medium text-brand-dark underline underline-offset-4"
        >
          Neue Serie anlegen
        </Link>
      </CardContent>
    </Card>
  );
}
