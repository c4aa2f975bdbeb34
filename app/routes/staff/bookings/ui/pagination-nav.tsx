// Zurück, up to five page numbers (current centred, pinned at the ends), Weiter. Links keep the filters.
import { Link, useSearchParams } from 'react-router';
import { pageWindow } from '#app/domain/bookings/pagination';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';

export function PaginationNav({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav aria-label="Seiten" className="flex flex-wrap items-center justify-center gap-1">
      <Link
        to={href(page - 1)}
        preventScrollReset
        aria-disabled={page <= 1 || undefined}
        tabIndex={page <= 1 ? -1 : undefined}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), page <= 1 && disabled)}
      >
        Zurück
      </Link>
      {pageWindow(page, pages).map((n) => (
        <Link
          key={n}
          to={href(n)}
          preventScrollReset
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Seite ${n}`}
          className={cn(buttonVariants({ variant: n === page ? 'default' : 'outline', size: 'sm' }), 'min-w-9')}
        >
          {n}
        </Link>
      ))}
      <Link
        to={href(page + 1)}
        preventScrollReset
        aria-disabled={page >= pages || undefined}
        tabIndex={page >= pages ? -1 : undefined}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), page >= pages && disabled)}
      >
        Weiter
      </Link>
    </nav>
  );
}
