// Opening another screen after a fetcher's action succeeded. React Router revalidates the current page
// after the action; a navigation started while that revalidation still loads, to a route not yet
// discovered, can lose the race: the URL changes and the old screen stays. So wait until the fetcher is idle.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export function useNavigateWhenIdle(fetcherState: 'idle' | 'loading' | 'submitting'): (to: string) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target || fetcherState !== 'idle') return;
    setTarget(null);
    void navigate(target);
  }, [target, fetcherState, navigate]);
  return setTarget;
}
