// Zurück, up to five page numbers (current centred, pinned at the ends), Weiter. Links keep the filters.
// The links look like the UI kit's small outline buttons (the current page a default one), drawn by
// `.kf-pages > a` in app.css (the same utilities as `.kf-btn-outline.kf-btn-sm`): up to seven links per
// list page carry no class at all (decision 204).
import { Link, useSearchParams } from 'react-router';
import { pageWindow } from '#app/domain/bookings/pagination';

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
  return (
    <nav aria-label="Seiten" className="kf-pages">
      <Link
        to={href(page - 1)}
        preventScrollReset
        aria-disabled={page <= 1 || undefined}
        tabIndex={page <= 1 ? -1 : undefined}
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
        >
          {n}
        </Link>
      ))}
      <Link
        to={href(page + 1)}
        preventScrollReset
        aria-disabled={page >= pages || undefined}
        tabIndex={page >= pages ? -1 : undefined}
      >
        Weiter
      </Link>
    </nav>
  );
}
