// Feedback while a plain POST form's answer is on its way (forms marked [data-pending-text], e.g. the
// contact form): the submit button shows the pending text and is marked busy and disabled, and a
// second submission is blocked, so an impatient second click does not send the message twice. The
// answer is a new page, so nothing needs undoing, except when the browser shows this page again from
// its back/forward cache.
import { SITE_HOOKS } from '#app/site/site-hooks';
export function enhanceForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form${SITE_HOOKS.pendingText.selector}`))
    showPendingOnSubmit(form);
}

function showPendingOnSubmit(form: HTMLFormElement) {
  let undo: (() => void) | undefined;
  form.addEventListener('submit', (event) => {
    if (undo) {
      event.preventDefault();
      return;
    }
    const button = event.submitter ?? form.querySelector('[type="submit"]');
    // aria-disabled rather than disabled: the button keeps the focus (and the screen reader's place).
    const label = button?.querySelector(SITE_HOOKS.pendingLabel.selector) ?? button;
    const idleText = label?.textContent;
    form.setAttribute('aria-busy', 'true');
    button?.setAttribute('aria-disabled', 'true');
    if (label) label.textContent = SITE_HOOKS.pendingText.read(form) ?? '';
    undo = () => {
      form.removeAttribute('aria-busy');
      button?.removeAttribute('aria-disabled');
      if (label) label.textContent = idleText ?? '';
      undo = undefined;
    };
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) undo?.();
  });
}
