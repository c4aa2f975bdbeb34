// The default e-mail templates (SPEC.md §3, plus "Änderung" and "Absage" of issue 17), in German.
// Variables are written {{name}} and are HTML-escaped when rendered.
import type { TemplateTypeName } from '#app/domain/templates/template-types';

export type TemplateType = TemplateTypeName;

const TRIP_TABLE = `<table>
  <tr><td>Datum:</td><td>{{datum}}</td></tr>
  <tr><td>Uhrzeit:</td><td>{{uhrzeit}} Uhr</td></tr>
  <tr><td>Abholung:</td><td>{{abholadresse}}</td></tr>
  <tr><td>Ziel:</td><td>{{zieladresse}}</td></tr>
  <tr><td>Rückfahrt:</td><td>{{rueckfahrt}} {{rueckfahrtDatum}} {{rueckfahrtZeit}}</td></tr>
  <tr><td>Rückfahrt von / nach:</td><td>{{rueckfahrtAbholadresse}} → {{rueckfahrtZieladresse}}</td></tr>
</table>`;

export const defaultTemplates: Record<TemplateType, { subject: string; content: string }> = {
  confirmation: {
    subject: 'Ihre Buchung {{bookingNumber}} ist bei uns eingegangen',
    content: `<p>Guten Tag {{vorname}} {{nachname}},</p>
<p>vielen Dank für Ihre Buchung. Wir haben Ihre Anfrage mit der Buchungsnummer <strong>{{bookingNumber}}</strong> erhalten und melden uns schnellstmöglich mit einer Bestätigung.</p>
${TRIP_TABLE}
<p>Bitte beachten Sie: Ihre Fahrt ist erst nach unserer Bestätigung verbindlich eingeplant.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team von {{firmenname}}</p>`,
  },
  acceptance: {
    subject: 'Ihre Fahrt am {{datum}} um {{uhrzeit}} Uhr ist bestätigt',
    content: `<p>Guten Tag {{vorname}} {{nachname}},</p>
<p>wir bestätigen Ihre Fahrt (Buchungsnummer <strong>{{bookingNumber}}</strong>):</p>
${TRIP_TABLE}
<p>Bitte halten Sie, falls vorhanden, Ihre Verordnung und Ihre Versichertenkarte bereit. Sollten Sie die Fahrt nicht mehr benötigen, rufen Sie uns bitte an.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team von {{firmenname}}</p>`,
  },
  change: {
    subject: 'Änderung Ihrer Fahrt {{bookingNumber}}: {{datum}} um {{uhrzeit}} Uhr',
    content: `<p>Guten Tag {{vorname}} {{nachname}},</p>
<p>wir haben Ihre Fahrt (Buchungsnummer <strong>{{bookingNumber}}</strong>) geändert. So ist sie jetzt geplant:</p>
${TRIP_TABLE}
<p>Passt Ihnen die Änderung nicht, rufen Sie uns bitte an.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team von {{firmenname}}</p>`,
  },
  rejection: {
    subject: 'Absage Ihrer Buchung {{bookingNumber}} für den {{datum}}',
    content: `<p>Guten Tag {{vorname}} {{nachname}},</p>
<p>leider können wir Ihre Fahrt am {{datum}} um {{uhrzeit}} Uhr (Buchungsnummer <strong>{{bookingNumber}}</strong>) nicht übernehmen.</p>
<p>{{grund}}</p>
<p>Bitte rufen Sie uns an, wenn wir Ihnen einen anderen Termin anbieten dürfen.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team von {{firmenname}}</p>`,
  },
  notification: {
    subject: 'Neue Online-Buchung {{bookingNumber}} für den {{datum}}',
    content: `<p>Eine neue Buchung ist eingegangen.</p>
<table>
  <tr><td>Buchungsnummer:</td><td>{{bookingNumber}}</td></tr>
  <tr><td>Patient:</td><td>{{vorname}} {{nachname}}</td></tr>
  <tr><td>Telefon:</td><td>{{telefon}}</td></tr>
  <tr><td>E-Mail:</td><td>{{email}}</td></tr>
  <tr><td>Datum / Uhrzeit:</td><td>{{datum}}, {{uhrzeit}} Uhr</td></tr>
  <tr><td>Abholung:</td><td>{{abholadresse}}</td></tr>
  <tr><td>Ziel:</td><td>{{zieladresse}}</td></tr>
  <tr><td>Rückfahrt:</td><td>{{rueckfahrt}} {{rueckfahrtZeit}}</td></tr>
  <tr><td>Krankenkasse:</td><td>{{krankenkasse}}</td></tr>
  <tr><td>Pflegegrad:</td><td>{{pflegegrad}}</td></tr>
  <tr><td>Hinweise:</td><td>{{hinweise}}</td></tr>
</table>
<p>Bitte prüfen und bestätigen Sie die Buchung im Backoffice.</p>`,
  },
};
