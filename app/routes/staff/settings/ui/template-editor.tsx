// The template editor of the "E-Mail Templates" tab: subject and HTML (at least 400 px high), the list
// of variables (a click inserts one at the cursor), unknown variables flagged before saving, and a live
// preview rendered with the sample booking exactly as the server renders mails (variables escaped).
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { company } from '#app/company';
import { bookingTemplateValues, sampleBooking } from '#app/domain/templates/booking-values';
import {
  findUnknownVariables,
  renderMail,
  stripActiveContent,
  templateVariables,
} from '#app/domain/templates/template-variables';
import {
  templateTypeDescriptions,
  templateTypeLabels,
  type TemplateTypeName,
} from '#app/domain/templates/template-types';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';

export type EditableTemplate = {
  templateType: TemplateTypeName;
  subject: string;
  content: string;
  defaultSubject: string;
  defaultContent: string;
};

type Draft = { subject: string; content: string };

const sampleValues = bookingTemplateValues(sampleBooking, company.name);

export function TemplateEditor({ templates }: { templates: EditableTemplate[] }) {
  const fetcher = useFetcher({ key: 'save-template' });
  const answer = actionResultOf(fetcher.data);
  const result = answer?.intent === 'save-template' ? answer : undefined;
  const [selected, setSelected] = useState<TemplateTypeName>(templates[0]?.templateType ?? 'confirmation');
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(templates.map((t) => [t.templateType, { subject: t.subject, content: t.content }])),
  );
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const current = templates.find((t) => t.templateType === selected);
  const draft = drafts[selected] ?? { subject: '', content: '' };
  useActionResult(result);

  const unknown = useMemo(() => findUnknownVariables(draft.subject, draft.content), [draft.subject, draft.content]);
  const preview = useMemo(
    () => renderMail({ subject: draft.subject, content: draft.content }, sampleValues),
    [draft.subject, draft.content],
  );
  const serverErrors = result && !result.ok ? result.fieldErrors : {};

  const update = (patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [selected]: { ...draft, ...patch } }));

  const insertVariable = (name: string) => {
    const placeholder = `{{${name}}}`;
    const area = textareaRef.current;
    if (!area) return update({ content: `${draft.content}${placeholder}` });
    const start = area.selectionStart ?? draft.content.length;
    const end = area.selectionEnd ?? start;
    update({ content: `${draft.content.slice(0, start)}${placeholder}${draft.content.slice(end)}` });
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  if (!current) return <p className="text-muted">Keine Vorlagen vorhanden.</p>;

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <fetcher.Form method="post" className="flex min-w-0 flex-col gap-4" aria-label="E-Mail-Vorlage bearbeiten">
        <input type="hidden" name="intent" value="save-template" />
        <Field label="Vorlage" hint={templateTypeDescriptions[selected]}>
          <NativeSelect
            name="templateType"
            value={selected}
            onChange={(event) => setSelected(event.target.value as TemplateTypeName)}
          >
            {templates.map((t) => (
              <option key={t.templateType} value={t.templateType}>
                {templateTypeLabels[t.templateType]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Betreff" required error={serverErrors.subject}>
          <Input name="subject" value={draft.subject} onChange={(event) => update({ subject: event.target.value })} />
        </Field>
        <Field label="Inhalt (HTML)" required error={serverErrors.content}>
          <Textarea
            ref={textareaRef}
            name="content"
            value={draft.content}
            onChange={(event) => update({ content: event.target.value })}
            spellCheck={false}
            className="min-h-[400px] font-mono text-sm"
            rows={18}
          />
        </Field>
        <div aria-live="polite">
          {unknown.length ? (
            <p
              className="flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive"
              role="alert"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {unknown.length === 1 ? 'Unbekannte Variable' : 'Unbekannte Variablen'}:{' '}
                {unknown.map((name) => `{{${name}}}`).join(', ')}. Bitte korrigieren, bevor Sie speichern.
              </span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={unknown.length > 0 || fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Wird gespeichert …' : 'Vorlage speichern'}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => update({ subject: current.defaultSubject, content: current.defaultContent })}
          >
            <RotateCcw aria-hidden="true" />
            Standardtext einsetzen
          </Button>
        </div>
        <section aria-labelledby="variables-heading" className="flex flex-col gap-2">
          <h3 id="variables-heading" className="text-sm font-semibold">
            Verfügbare Variablen
          </h3>
          <p className="text-sm text-muted">
            Klicken fügt die Variable an der Cursorposition ein. Werte werden beim Versand automatisch HTML-sicher
            eingesetzt.
          </p>
          <ul className="flex flex-wrap gap-2">
            {templateVariables.map((variable) => (
              <li key={variable.name}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => insertVariable(variable.name)}
                  title={variable.label}
                >
                  <code>{`{{${variable.name}}}`}</code>
                  <span className="sr-only"> einfügen ({variable.label})</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </fetcher.Form>
      <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
        <h3 id="preview-heading" className="text-base font-semibold">
          Vorschau mit Beispielbuchung
        </h3>
        <p className="text-sm">
          <span className="text-muted">Betreff: </span>
          <strong data-testid="preview-subject">{preview.subject}</strong>
        </p>
        <iframe
          title="Vorschau der E-Mail"
          // Opaque origin (no access to this page, its cookies or storage); scripts of the template stay
          // blocked by the page's Content-Security-Policy, which a srcdoc frame inherits. allow-scripts
          // only keeps the browser's own helpers (and test tools) from logging blocked-script errors.
          sandbox="allow-scripts"
          srcDoc={`<!doctype html><html lang="de"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;margin:16px}td{padding:2px 12px 2px 0;vertical-align:top}</style></head><body>${stripActiveContent(preview.html)}</body></html>`}
          className="min-h-[400px] w-full rounded-md border border-border bg-white"
        />
        <details className="rounded-md border border-border bg-white p-3 text-sm">
          <summary className="cursor-pointer font-semibold">Textfassung (für E-Mail-Programme ohne HTML)</summary>
          <pre className="mt-2 font-sans whitespace-pre-wrap">{preview.text}</pre>
        </details>
      </section>
    </div>
  );
}
