// Without JavaScript the wizard cannot run (decision 151): say so clearly and offer the phone number.
import { Phone } from 'lucide-react';
import { company, telHref } from '#app/company';

export function NoScriptNotice() {
  return (
    <noscript>
      <div className="mb-6 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-lg text-ink">
        <p className="font-semibold">Die Online-Buchung braucht JavaScript.</p>
        <p>
          In Ihrem Browser ist JavaScript ausgeschaltet. Schalten Sie es ein, oder buchen Sie Ihre Fahrt einfach
          telefonisch:
        </p>
        <a
          href={telHref}
          className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-brand underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-5" />
          {company.phone.display}
        </a>
        <p>{company.openingHours.label}</p>
      </div>
    </noscript>
  );
}
