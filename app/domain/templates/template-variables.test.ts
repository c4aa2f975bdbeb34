import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingTemplateValues, sampleBooking } from './booking-values';
import {
  escapeHtml,
  findPlaceholders,
  findUnknownVariables,
  htmlToText,
  renderHtml,
  renderMail,
  renderSubject,
  renderText,
  templateVariables,
} from './template-variables';

describe('placeholders', () => {
  it('finds each placeholder once, with or without inner spaces', () => {
    expect(findPlaceholders('Hallo {{vorname}} {{ nachname }}, {{vorname}}!')).toEqual(['vorname', 'nachname']);
  });

  it('flags unknown variables, typos and empty placeholders across subject and body', () => {
    expect(findUnknownVariables('{{bookingNumber}} {{Vorname}}', '<p>{{vornmae}} {{}} {{firmenname}}</p>')).toEqual([
      'Vorname',
      'vornmae',
      '',
    ]);
    expect(findUnknownVariables(...templateVariables.map((v) => `{{${v.name}}}`))).toEqual([]);
  });
});

describe('rendering', () => {
  const values = { vorname: '<script>alert(1)</script>', nachname: `O'Brien & "Söhne"`, hinweise: 'a\nb' };

  it('HTML-escapes every value and leaves the template markup alone', () => {
    expect(renderHtml('<p title="{{nachname}}">{{vorname}}</p>', values)).toBe(
      '<p title="O&#39;Brien &amp; &quot;Söhne&quot;">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('renders unknown placeholders and missing values as empty text', () => {
    expect(renderHtml('[{{foo}}][{{telefon}}]', {})).toBe('[][]');
  });

  it('never re-expands placeholders contained in values', () => {
    expect(renderHtml('{{vorname}}', { vorname: '{{nachname}}', nachname: 'X' })).toBe('{{nachname}}');
  });

  it('keeps subjects on one line (no header injection)', () => {
    expect(renderSubject('Buchung {{vorname}}', { vorname: 'A\r\nBcc: x@example.org' })).toBe(
      'Buchung A Bcc: x@example.org',
    );
  });

  it('builds a readable plain-text part with the values verbatim', () => {
    const text = renderText(
      '<p>Hallo {{vorname}},</p><table><tr><td>Datum:</td><td>{{datum}}</td></tr></table><p>Gruß<br>Team &amp; Co</p>',
      {
        vorname: '<b>Erika</b>',
        datum: '03.12.2026',
      },
    );
    expect(text).toBe('Hallo <b>Erika</b>,\n\nDatum: 03.12.2026\n\nGruß\nTeam & Co');
  });

  it('turns HTML into text', () => {
    expect(htmlToText('<ul><li>eins</li><li>zwei</li></ul><style>p{}</style>&#228;&auml;')).toBe(
      '- eins\n- zwei\n\nää',
    );
  });

  it('renders the sample booking in all three parts', () => {
    const mail = renderMail(
      {
        subject: 'Fahrt {{bookingNumber}} am {{datum}}',
        content: '<p>{{vorname}} {{rueckfahrt}} {{rueckfahrtZeit}}</p>',
      },
      bookingTemplateValues(sampleBooking, 'Firma'),
    );
    expect(mail).toEqual({
      subject: 'Fahrt KF-2026-00042 am 03.12.2026',
      html: '<p>Erika Rückfahrt zu fester Uhrzeit um 12:00 Uhr</p>',
      text: 'Erika Rückfahrt zu fester Uhrzeit um 12:00 Uhr',
    });
  });

  it('property: no value can introduce markup into the HTML part', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const html = renderHtml('<p class="x">{{vorname}}</p><a href="{{email}}">x</a>', { vorname: a, email: b });
        const stripped = html.replace('<p class="x">', '').replace('</p><a href="', '').replace('">x</a>', '');
        return !/[<>"'`]/.test(stripped) && stripped === escapeHtml(a) + escapeHtml(b);
      }),
    );
  });
});

describe('preview safety', () => {
  it('strips scripts, handlers and javascript: links from the preview HTML', async () => {
    const { stripActiveContent } = await import('./template-variables');
    expect(
      stripActiveContent(
        `<p onclick="x()">a</p><script>alert(1)</script><img src="data:," onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe><meta http-equiv="refresh" content="0">`,
      ),
    ).toBe('<p>a</p><img src="data:,"><a href="#">b</a></iframe>');
  });
});
