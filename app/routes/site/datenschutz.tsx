import { Link } from 'react-router';
import { company } from '#app/company';
import { breadcrumbJsonLd, JsonLd } from '#app/site/json-ld';
import { LegalSection } from '#app/site/legal-section';
import { PageHeader } from '#app/site/page-header';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import { Button } from '#app/ui/button';
import { SITE_HOOKS } from '#app/site/site-hooks';
import type { Route } from './+types/datenschutz';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Datenschutzerklärung',
    description: `Wie ${company.name} Ihre Daten bei Online-Buchung, Kontaktformular und Website-Besuch verarbeitet, und welche Rechte Sie haben.`,
    path: '/datenschutz',
  });

const crumbs = [{ name: 'Datenschutz', path: '/datenschutz' }];

export default function Datenschutz() {
  const site = useSiteContext();
  const { address } = company;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.publicUrl, crumbs)} />
      <PageHeader crumbs={crumbs} title="Datenschutzerklärung">
        Der Schutz Ihrer Daten – gerade Ihrer Gesundheitsdaten – ist uns wichtig. Hier erfahren Sie, welche Daten wir
        verarbeiten, wozu und welche Rechte Sie haben.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LegalSection id="verantwortlicher" title="1. Verantwortlicher">
          <p>
            Verantwortlich für die Datenverarbeitung auf dieser Website ist:
            <br />
            {company.name}, Inhaber {company.owner}
            <br />
            {address.street}, {address.postalCode} {address.city}
            <br />
            Telefon: <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>, E-Mail:{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
        </LegalSection>

        <LegalSection id="hosting" title="2. Hosting und Server-Protokolle">
          <p>
            Die Website wird auf Servern betrieben, die wir selbst oder ein von uns im Rahmen einer Auftragsverarbeitung
            (Art. 28 DSGVO) beauftragter Dienstleister betreiben. Beim Aufruf jeder Seite verarbeitet der Server
            technisch notwendige Angaben: IP-Adresse, Zeitpunkt, aufgerufene Adresse (ohne Suchparameter) und
            Antwortstatus. Gesundheitsdaten werden nicht protokolliert.
          </p>
          <p>
            Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit.
            f DSGVO). Die Protokolle werden nur so lange aufbewahrt, wie es dafür erforderlich ist. Schriftarten und
            Programmcode liefern wir selbst aus; vor Ihrer Einwilligung werden keine Inhalte von Dritten geladen.
          </p>
        </LegalSection>

        <LegalSection id="buchung" title="3. Online-Buchung einer Fahrt">
          <p>
            Für eine Buchung verarbeiten wir Vor- und Nachname, Telefonnummer, E-Mail-Adresse, Abhol- und Zieladresse,
            Datum und Uhrzeit, Angaben zur Rückfahrt sowie freiwillig Ihre Krankenkasse und Ihren Pflegegrad.
            Rechtsgrundlage ist die Durchführung des Beförderungsvertrags und die Abrechnung mit Ihrer Krankenkasse
            (Art. 6 Abs. 1 lit. b und c DSGVO).
          </p>
          <p>
            Sie erhalten eine Eingangsbestätigung an die von Ihnen angegebene E-Mail-Adresse. Wir speichern Buchungen,
            solange sie für Durchführung und Abrechnung nötig sind, und darüber hinaus nur, soweit handels- und
            steuerrechtliche Aufbewahrungsfristen es verlangen.
          </p>
        </LegalSection>

        <LegalSection id="gesundheitsdaten" title="4. Gesundheitsdaten (Art. 9 DSGVO)">
          <p>
            Angaben wie Pflegegrad, Rollstuhl, Sehbeeinträchtigung, Infektionen oder weitere Hinweise zu Ihrer
            Gesundheit sowie eine ärztliche Verordnung sind Gesundheitsdaten und besonders geschützt. Wir verarbeiten
            sie nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie im letzten Schritt der
            Buchung erteilen, und nur, um Ihre Fahrt sicher durchzuführen und abzurechnen.
          </p>
          <p>
            Zugriff haben ausschließlich unsere angemeldeten Mitarbeiterinnen und Mitarbeiter; Fahrerinnen und Fahrer
            erhalten nur die Angaben, die sie für die Fahrt brauchen. Sie können Ihre Einwilligung jederzeit mit Wirkung
            für die Zukunft widerrufen, zum Beispiel per E-Mail an{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>.
          </p>
        </LegalSection>

        <LegalSection id="verordnung" title="5. Hochladen der ärztlichen Verordnung">
          <p>
            Sie können Ihrer Buchung freiwillig eine Verordnung als PDF, JPG oder PNG (höchstens 5 MB) beifügen. Die
            Datei wird auf unserem Server außerhalb des öffentlich erreichbaren Bereichs gespeichert, ihr Typ wird
            geprüft, und nur angemeldete Mitarbeiterinnen und Mitarbeiter können sie öffnen. Wir löschen sie, sobald sie
            für die Abrechnung nicht mehr benötigt wird und keine Aufbewahrungspflicht besteht.
          </p>
        </LegalSection>

        <LegalSection id="kontaktformular" title="6. Kontaktformular, E-Mail, Telefon und WhatsApp">
          <p>
            Schreiben Sie uns über das <Link to="/kontakt/">Kontaktformular</Link>, speichern wir Ihren Namen, Ihre
            E-Mail-Adresse oder Telefonnummer, Ihre Nachricht und den Zeitpunkt Ihrer Einwilligung, um Ihre Anfrage zu
            beantworten (Art. 6 Abs. 1 lit. a und b DSGVO). Unser Team wird per E-Mail über neue Nachrichten informiert.
            Wir löschen die Angaben, wenn Ihre Anfrage erledigt ist und keine Aufbewahrungspflicht besteht.
          </p>
          <p>
            Der WhatsApp-Link öffnet WhatsApp, einen Dienst der WhatsApp Ireland Limited. Erst wenn Sie dort eine
            Nachricht senden, erhält WhatsApp Ihre Daten nach dessen eigenen Datenschutzbestimmungen. Nutzen Sie für
            Gesundheitsangaben bitte lieber Telefon oder Online-Buchung.
          </p>
        </LegalSection>

        <LegalSection id="analyse" title="7. Cookies und Webanalyse mit Google Analytics">
          <p>
            Nur wenn Sie im Cookie-Hinweis „Akzeptieren“ wählen, laden wir Google Analytics 4 der Google Ireland
            Limited, Gordon House, Barrow Street, Dublin 4, Irland. Google Analytics setzt Cookies (zum Beispiel „_ga“)
            und erfasst, welche Seiten Sie aufrufen. Ihre IP-Adresse wird dabei nur anonymisiert verarbeitet. Eine
            Übermittlung in die USA ist möglich; Google ist nach dem EU-US Data Privacy Framework zertifiziert.
          </p>
          <p>
            Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Ohne Einwilligung
            wird Google Analytics nicht geladen und keine Anfrage an Google gesendet. Ihre Entscheidung speichern wir im
            Speicher Ihres Browsers unter „analytics_consent“; das ist technisch notwendig (§ 25 Abs. 2 TDDDG).
            Gesundheits- oder Buchungsdaten werden nie an Analysedienste übertragen.
          </p>
          <p>Sie können Ihre Entscheidung jederzeit ändern oder widerrufen:</p>
          <Button variant="outline" {...SITE_HOOKS.consentOpen.mark()}>
            Cookie-Einstellungen öffnen
          </Button>
        </LegalSection>

        <LegalSection id="adresssuche" title="8. Adresssuche in der Online-Buchung">
          <p>
            Ist die Adresssuche aktiviert, werden Ihre Eingaben in die Adressfelder der Online-Buchung erst beim
            Anklicken eines Adressfelds an die Google Maps Platform (Google Ireland Limited) übermittelt, um Ihnen
            passende Adressen vorzuschlagen (Art. 6 Abs. 1 lit. b DSGVO). Sie können die Adressen auch ohne Vorschläge
            eintippen.
          </p>
        </LegalSection>

        <LegalSection id="rechte" title="9. Ihre Rechte">
          <p>Sie haben jederzeit das Recht auf</p>
          <ul>
            <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
            <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
            <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
            <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
            <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),</li>
            <li>Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
          </ul>
          <p>
            Wenden Sie sich dazu an <a href={`mailto:${company.email}`}>{company.email}</a>. Außerdem können Sie sich
            bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa in dem Bundesland Ihres Wohnorts
            oder an unserem Sitz in {address.region}.
          </p>
        </LegalSection>

        <LegalSection id="sicherheit" title="10. Datensicherheit">
          <p>
            Die Website ist ausschließlich verschlüsselt (HTTPS) erreichbar. Der interne Bereich ist passwortgeschützt;
            Zugangsdaten für den E-Mail-Versand speichern wir verschlüsselt.
          </p>
        </LegalSection>
      </div>
    </>
  );
}
