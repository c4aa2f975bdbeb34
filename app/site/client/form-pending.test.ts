// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES } from '#app/domain/contact-fields';
import { ContactForm, type ContactActionData } from '#app/site/contact-form';
import { enhanceForms } from './form-pending';

function renderContactForm(result?: ContactActionData) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ContactForm, { result })),
  );
}

const form = () => document.querySelector('form')!;
const sendButton = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Clicks the submit button; reports whether the page's handlers let the submission go ahead. */
function clickSend(): boolean {
  let allowed = false;
  // Registered on the document, so it runs after the form's own handlers; jsdom cannot navigate.
  const record = (event: Event) => {
    allowed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('submit', record);
  sendButton().click();
  document.removeEventListener('submit', record);
  return allowed;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('contact form markup', () => {
  it('is a plain POST form to the page itself, with the honeypot and the pending text', () => {
    renderContactForm();
    expect(form().getAttribute('method')).toBe('post');
    expect(form().hasAttribute('action')).toBe(false);
    expect(form().dataset.pendingText).toBe('Sende…');
    expect(form().querySelector(`input[name="${CONTACT_HONEYPOT_FIELD}"]`)).toBeTruthy();
    expect(sendButton().textContent).toBe('Nachricht senden');
    expect(document.querySelector('[autofocus]')).toBeNull();
  });

  it('after invalid input: German messages, the typed values, the focus on the first invalid field', () => {
    renderContactForm({
      status: 'invalid',
      errors: { contact: CONTACT_MESSAGES.email, consent: CONTACT_MESSAGES.consent },
      values: { name: 'Erika Musterfrau', contact: 'erika@beispiel', message: 'Bitte um Rückruf.', consent: '' },
    });
    expect(document.body.textContent).toContain(CONTACT_MESSAGES.email);
    expect(document.body.textContent).toContain(CONTACT_MESSAGES.consent);
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Erika Musterfrau');
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value).toBe('Bitte um Rückruf.');
    const focused = [...document.querySelectorAll('[autofocus]')];
    expect(focused.map((element) => element.getAttribute('name'))).toEqual(['contact']);
    expect(focused[0]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the notice when rate-limited and the thank-you heading when sent', () => {
    renderContactForm({ status: 'rate-limited', message: CONTACT_MESSAGES.rateLimited, values: {} });
    expect(document.querySelector('[autofocus]')!.getAttribute('role')).toBe('alert');
    renderContactForm({ status: 'sent' });
    expect(document.querySelector('[autofocus]')!.textContent).toBe('Vielen Dank für Ihre Nachricht!');
  });
});

describe('enhanceForms', () => {
  it('shows the pending text on the submit button, marks it busy and blocks a second submission', () => {
    renderContactForm();
    enhanceForms(document);
    expect(clickSend()).toBe(true);
    expect(sendButton().textContent).toBe('Sende…');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(clickSend()).toBe(false);
  });

  it('is itself again when the browser shows the page from its back/forward cache', () => {
    renderContactForm();
    enhanceForms(document);
    clickSend();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(sendButton().textContent).toBe('Nachricht senden');
    expect(sendButton().hasAttribute('aria-disabled')).toBe(false);
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(clickSend()).toBe(true);
  });

  it('leaves forms without a pending text alone and does nothing without forms', () => {
    document.body.innerHTML = '<form method="post"><button type="submit">Los</button></form>';
    enhanceForms(document);
    expect(clickSend()).toBe(true);
    expect(clickSend()).toBe(true);
    expect(sendButton().textContent).toBe('Los');
    document.body.innerHTML = '';
    expect(() => enhanceForms(document)).not.toThrow();
  });
});
