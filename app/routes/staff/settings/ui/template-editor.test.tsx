// @vitest-environment jsdom
import '../../../../../tests/support/ui-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TemplateEditor, type EditableTemplate } from './template-editor';

const templates: EditableTemplate[] = [
  {
    templateType: 'confirmation',
    subject: 'Eingang {{bookingNumber}}',
    content: '<p>Hallo {{vorname}}</p>',
    defaultSubject: 'Standard {{bookingNumber}}',
    defaultContent: '<p>Standard</p>',
  },
  {
    templateType: 'acceptance',
    subject: 'Bestätigt {{datum}}',
    content: '<p>OK</p>',
    defaultSubject: 'x',
    defaultContent: 'y',
  },
];

function renderEditor() {
  const posted: Array<Record<string, string>> = [];
  const Stub = createRoutesStub([
    {
      path: '/app/settings',
      Component: () => <TemplateEditor templates={templates} />,
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return {
          intent: 'save-template',
          ok: true,
          title: 'Vorlage gespeichert',
          description: 'Buchungseingang',
          fieldErrors: {},
          token: crypto.randomUUID(),
        };
      },
    },
  ]);
  render(<Stub initialEntries={['/app/settings']} />);
  return posted;
}

describe('TemplateEditor', () => {
  it('previews the subject with the sample booking and flags unknown variables before saving', async () => {
    renderEditor();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Eingang KF-2026-00042');
    fireEvent.change(screen.getByLabelText(/^Betreff/), { target: { value: 'Eingang {{buchungsnummer}}' } });
    expect(screen.getByRole('alert').textContent).toContain('Unbekannte Variable: {{buchungsnummer}}');
    expect((screen.getByRole('button', { name: 'Vorlage speichern' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Betreff/), { target: { value: 'Eingang {{bookingNumber}} {{vorname}}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Eingang KF-2026-00042 Erika');
  });

  it('inserts variables at the cursor, renders the preview, keeps drafts per template and posts the template', async () => {
    const user = userEvent.setup();
    const posted = renderEditor();
    const content = screen.getByLabelText(/^Inhalt/) as HTMLTextAreaElement;
    expect(content.className).toContain('min-h-[400px]');
    content.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: /\{\{uhrzeit\}\}/ }));
    expect(content.value).toBe('<p>{{uhrzeit}}Hallo {{vorname}}</p>');
    const frame = screen.getByTitle('Vorschau der E-Mail') as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<p>09:30Hallo Erika</p>');

    await user.selectOptions(screen.getByLabelText(/^Vorlage/), 'acceptance');
    expect((screen.getByLabelText(/^Betreff/) as HTMLInputElement).value).toBe('Bestätigt {{datum}}');
    await user.selectOptions(screen.getByLabelText(/^Vorlage/), 'confirmation');
    expect((screen.getByLabelText(/^Inhalt/) as HTMLTextAreaElement).value).toBe('<p>{{uhrzeit}}Hallo {{vorname}}</p>');

    await user.click(screen.getByRole('button', { name: 'Standardtext einsetzen' }));
    expect((screen.getByLabelText(/^Betreff/) as HTMLInputElement).value).toBe('Standard {{bookingNumber}}');
    await user.click(screen.getByRole('button', { name: 'Vorlage speichern' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      intent: 'save-template',
      templateType: 'confirmation',
      subject: 'Standard {{bookingNumber}}',
      content: '<p>Standard</p>',
    });
  });
});
