import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { company } from '#app/company';
import { BookButton, CallButton } from '#app/site/cta-buttons';
import { breadcrumbJsonLd, JsonLd } from '#app/site/json-ld';
import { PageHeader } from '#app/site/page-header';
import { SectionTitle } from '#app/site/section-title';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import type { Route } from './+types/preise';
import { formatEuroCompact } from '#app/domain/pricing/money';

function InfoBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
        <Info aria-hidden="true" className="size-6 text-brand" />
        {title}
      </h2>
      <p className="mt-3 text-[17px] text-ink/85">{children}</p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Preise',
    description: `Preise für Krankenfahrten und Privatfahrten: Grundpreis innerhalb Frankfurts ab ${formatEuroCompact(company.prices.baseFromCents)}, Wartezeit ${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten. Rollstuhl- und Tragestuhltransport auf Anfrage.`,
    path: '/preise/',
  });

const crumbs = [{ name: 'Preise', path: '/preise/' }];

export default function Preise() {
  const site = useSiteContext();
  const rows = [
    { service: 'Grundpreis innerhalb Frankfurts', price: `ab ${formatEuroCompact(company.prices.baseFromCents)}` },
    { service: 'Wartezeit', price: `${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten` },
    ...company.prices.onRequest.map((service) => ({ service, price: 'auf Anfrage' })),
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.publicUrl, crumbs)} />
      <PageHeader crumbs={crumbs} title="Preise">
        Klare Preise ohne Überraschungen. Bei Fahrten mit ärztlicher Verordnung und Genehmigung rechnen wir direkt mit
        Ihrer Krankenkasse ab.
      </PageHeader>
      <section aria-labelledby="table-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <SectionTitle id="table-title">Preise für Selbstzahler</SectionTitle>
        <div className="mt-6 overflow-hidden rounded-xl border border-border">
          <table className="w-full text-left text-[18px]">
            <caption className="sr-only">Preise von {company.name}</caption>
            <thead className="bg-brand-light text-brand-dark">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Leistung
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  Preis
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.service} className="border-t border-border">
                  <th scope="row" className="px-5 py-4 font-medium text-ink">
                    {row.service}
                  </th>
                  <td className="px-5 py-4 text-right font-semibold text-ink">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-base text-muted">
          Alle Preise in Euro. Den genauen Preis Ihrer Fahrt nennen wir Ihnen gern vorab am Telefon.
        </p>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <InfoBox title="Fahrten mit der Krankenkasse">
            Wir sind Partner aller Krankenkassen. Liegen eine ärztliche Verordnung und – wo nötig – die Genehmigung
            Ihrer Krankenkasse vor, rechnen wir direkt mit ihr ab. Fahrten über {company.longTripApprovalKm} km muss die
            Krankenkasse vorher genehmigen. Eine gesetzliche Zuzahlung kann anfallen.
          </InfoBox>
          <InfoBox title="Rollstuhl und Tragestuhl">
            Der Preis für Rollstuhl- und Tragestuhltransporte hängt von Strecke, Stockwerk und Aufwand ab. Rufen Sie uns
            an – wir nennen Ihnen den Preis, bevor Sie buchen.
          </InfoBox>
        </div>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <BookButton>Zur Online-Buchung</BookButton>
          <CallButton>{company.phone.display}</CallButton>
        </div>
      </section>
    </>
  );
}
