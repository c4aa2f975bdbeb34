// The page parts every back-office screen shares: its title, the list page (the create card beside the
// list), titled cards and sections, the back link. Apart from crud-parts, so that a screen without
// dialogs does not load them.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';

// Literal class names, so that Tailwind finds them.
const CREATE_COLUMN = {
  narrow: 'xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]',
  wide: 'xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]',
} as const;

/**
 * The page of a list screen: its heading (an h1 with the title, or `heading` where the screen adds a
 * link), then the create card beside the list (below it on narrower screens).
 */
export function ListScreen({
  title,
  heading,
  create,
  createColumn = 'narrow',
  children,
}: {
  title?: string;
  heading?: ReactNode;
  create: ReactNode;
  /** The create card's column on wide screens: 20rem, or 24rem for a longer form. */
  createColumn?: keyof typeof CREATE_COLUMN;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      {heading ?? <ScreenTitle>{title}</ScreenTitle>}
      <div className={`grid items-start gap-6 ${CREATE_COLUMN[createColumn]}`}>
        {create}
        {children}
      </div>
    </div>
  );
}

/** A screen's h1. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold">{children}</h1>;
}

/** A card with its title and description above its content (a create card, a settings section). */
export function TitledCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** The link back to the list or screen a page was opened from ("Alle Serien"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-brand-dark underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** A section of a page under its h2 (`id` names the heading the section is labelled by). */
export function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
