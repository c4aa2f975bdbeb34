import { Link } from 'react-router';
import { company } from '#app/company';

/** The company mark: a calm rounded square in the brand colour with a white cross and a road line. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="var(--color-brand)" />
      <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex min-h-11 items-center gap-3 rounded-md text-ink no-underline"
      aria-label={`${company.name} – zur Startseite`}
    >
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-brand-dark">{company.shortName}</span>
        <span className="text-sm font-medium text-muted">Krankenfahrten</span>
      </span>
    </Link>
  );
}
