// Loads a booking's details (GET /app/bookings/:id/details) for the details and edit dialogs.
import { useCallback, useEffect, useState } from 'react';
import { toast } from '#app/ui/toaster';
import type { BookingDetailsView } from '#app/domain/bookings/read-models';

export const LOAD_ERROR = 'Fehler beim Laden der Buchungsdaten';

export function useBookingDetails(id: string | null) {
  const [details, setDetails] = useState<BookingDetailsView | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setFailed(false);
    fetch(`/app/bookings/${encodeURIComponent(id)}/details`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { ok: boolean; details?: BookingDetailsView } | null;
        if (!response.ok || !body?.ok || !body.details) throw new Error('load failed');
        setDetails(body.details);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailed(true);
        toast.error(LOAD_ERROR);
      });
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { details: details && details.id === id ? details : null, failed, reload };
}
