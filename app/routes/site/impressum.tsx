import { company } from '#app/company';
import { breadcrumbJsonLd, JsonLd } from '#app/site/json-ld';
import { LegalSection } from '#app/site/legal-section';
import { PageHeader } from '#app/site/page-header';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import type { Route } from './+types/impressum';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Impressum',
    description: `Impressum von ${company.name}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}.`,
    path: '/impressum/',
  });

const crumbs = [{ name: 'Impressum', path: '/impressum/' }];

export default function Impressum() {
  const site = useSiteContext();
  const { address } = company;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.publicUrl, crumbs)} />
      <PageHeader crumbs={crumbs} title="Impressum" />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LegalSection id="anbieter" title="Angaben gemäß § 5 DDG">
          <p>
            {company.name}
            <br />
            Inhaber: {company.owner}
            <br />
            Rechtsform: {company.legalForm}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            Deutschland
          </p>
        </LegalSection>
        <LegalSection id="kontakt" title="Kontakt">
          <p>
            Telefon: <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
            <br />
            E-Mail: <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
        </LegalSection>
        {company.vatId ? (
          <LegalSection id="ust" title="Umsatzsteuer-Identifikationsnummer">
            <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>
          </LegalSection>
        ) : null}
        {company.supervisoryAuthority ? (
          <LegalSection id="aufsicht" title="Zuständige Aufsichtsbehörde">
            <p>{company.supervisoryAuthority}</p>
          </LegalSection>
        ) : null}
        <LegalSection id="verantwortlich" title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
          <p>
            {company.owner}
            <br />
            {address.street}, {address.postalCode} {address.city}
          </p>
        </LegalSection>
        <LegalSection id="streitbeilegung" title="Verbraucherstreitbeilegung">
          <p>
            Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen.
          </p>
        </LegalSection>
        <LegalSection id="haftung" title="Haftung für Inhalte und Links">
          <p>
            Wir erstellen die Inhalte dieser Website mit Sorgfalt. Für Inhalte externer Websites, auf die wir verlinken,
            sind deren Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden
            Inhalte oder Links umgehend.
          </p>
        </LegalSection>
      </div>
    </>
  );
}
