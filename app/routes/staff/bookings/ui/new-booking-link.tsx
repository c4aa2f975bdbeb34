// "Neue Buchung" (issue 17): opens the phone booking form, optionally for one patient. On the bookings
// screen Alt+N opens it too, so a dispatcher on the phone starts without the mouse.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#app/ui/button';

export function NewBookingLink({ patientId, shortcut = false }: { patientId?: string; shortcut?: boolean }) {
  const to = patientId ? `/app/bookings/neu?patient=${patientId}` : '/app/bookings/neu';
  const navigate = useNavigate();
  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyN') {
        event.preventDefault();
        void navigate(to);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut, navigate, to]);
  return (
    <Button asChild className="kf-ico kf-ico-new">
      <Link
        to={to}
        aria-keyshortcuts={shortcut ? 'Alt+N' : undefined}
        title={shortcut ? 'Neue Buchung (Alt+N)' : undefined}
      >
        Neue Buchung
      </Link>
    </Button>
  );
}
