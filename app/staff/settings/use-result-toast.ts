import { useEffect, useRef } from 'react';
import { toast } from '../../ui/toaster';

export type ActionToast = { ok: boolean; warning?: boolean; title: string; description: string | null; token?: string };

/** Shows each action answer once as a toast (success or error), keyed by its token. */
export function useResultToast(result: ActionToast | undefined, onSuccess?: () => void) {
  const shown = useRef<string | undefined>(undefined);
  const callback = useRef(onSuccess);
  useEffect(() => {
    callback.current = onSuccess;
  });
  useEffect(() => {
    if (!result || !result.token || shown.current === result.token) return;
    shown.current = result.token;
    const options = result.description ? { description: result.description } : undefined;
    if (result.ok) {
      if (result.warning) toast.warning(result.title, options);
      else toast.success(result.title, options);
      callback.current?.();
    } else {
      toast.error(result.title, options);
    }
  }, [result]);
}
