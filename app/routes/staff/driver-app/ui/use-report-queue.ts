// The drivers' app's queue in the browser: reports go to localStorage first and are sent in order when
// (and as soon as) the phone is online; after each round the list is reloaded from the server, unless the
// live stream is open (its change event of the report reloads it, use-driver-live-updates.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { REPORT_MESSAGES } from '#app/domain/driver-app/reports';
import { flushQueue, httpSend, loadQueue, queueKey, saveQueue, storageQueue, type QueuedReport } from './report-queue';

export const REPORTS_URL = '/fahrer/meldungen';

export type QueueNotice = { kind: 'success' | 'error' | 'info'; text: string; at: number };

const RETRY_MS = 30_000;

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

export function useReportQueue(userId: string, options: { liveStreamOpen?: () => boolean } = {}) {
  const liveStreamOpen = useRef(options.liveStreamOpen);
  liveStreamOpen.current = options.liveStreamOpen;
  const key = queueKey(userId);
  const [queue, setQueue] = useState<QueuedReport[]>([]);
  const [online, setOnline] = useState(true);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const running = useRef(false);
  const again = useRef(false);

  const say = (kind: QueueNotice['kind'], text: string) => setNotice({ kind, text, at: Date.now() });

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        const store = storageQueue(window.localStorage, key, setQueue);
        const current = store.list();
        setQueue(current);
        if (!current.length) break;
        const result = await flushQueue(store, httpSend(REPORTS_URL));
        const waiting = result.remaining.length;
        if (result.refused.length) {
          const first = result.refused[0]!.result.toasts[0];
          say('error', `${first?.title ?? 'Meldung nicht gespeichert'}: ${first?.description ?? ''}`.trim());
        } else if (result.stopped === 'offline') {
          say(
            'info',
            `Kein Empfang: ${plural(waiting, 'Meldung wartet', 'Meldungen warten')} und ${waiting === 1 ? 'wird' : 'werden'} automatisch gesendet.`,
          );
        } else if (result.stopped === 'signed-out') {
          say(
            'error',
            `Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an: ${plural(waiting, 'Meldung wartet', 'Meldungen warten')} auf diesem Gerät.`,
          );
        } else if (result.stopped === 'server') {
          say(
            'error',
            `Der Server antwortet gerade nicht. ${plural(waiting, 'Meldung wird', 'Meldungen werden')} in Kürze erneut gesendet.`,
          );
        } else if (
          result.sent.some((entry) => (entry.result.data as { clockOff?: boolean } | null)?.clockOff === true)
        ) {
          // Taken with the time of its arrival: the driver should set the phone's clock right.
          say('error', REPORT_MESSAGES.clockOff);
        } else if (result.sent.length) {
          const last = result.sent.at(-1)!.result.toasts[0];
          say(
            'success',
            result.sent.length === 1
              ? `${last?.title ?? 'Gesendet'}${last?.description ? `: ${last.description}` : ''}`
              : `${result.sent.length} Meldungen gesendet.`,
          );
        }
        // A refused report changed nothing on the server, so no event comes: reload for its sake.
        const live = liveStreamOpen.current?.() ?? false;
        if (((result.sent.length && !live) || result.refused.length) && navigator.onLine) void revalidateRef.current();
        if (result.stopped) break;
      } while (again.current);
    } finally {
      running.current = false;
    }
  }, [key]);

  /** Queues a report and tries to send it at once; false when the phone's storage is full. */
  const add = useCallback(
    (report: Omit<QueuedReport, 'id' | 'queuedAt'>): boolean => {
      const next = [
        ...loadQueue(window.localStorage, key),
        { ...report, id: crypto.randomUUID(), queuedAt: new Date().toISOString() },
      ];
      if (!saveQueue(window.localStorage, key, next)) {
        say('error', 'Der Speicher des Telefons ist voll. Bitte senden Sie die Meldung, sobald Sie Empfang haben.');
        return false;
      }
      setQueue(next);
      if (navigator.onLine) void flush();
      else
        say(
          'info',
          `Kein Empfang: ${plural(next.length, 'Meldung wartet', 'Meldungen warten')} und ${next.length === 1 ? 'wird' : 'werden'} automatisch gesendet.`,
        );
      return true;
    },
    [flush, key],
  );

  useEffect(() => {
    setQueue(loadQueue(window.localStorage, key));
    setOnline(navigator.onLine);
    const wentOnline = () => {
      setOnline(true);
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    if (navigator.onLine) void flush();
    // Reports that waited for the server (not for the network) are retried now and then.
    const timer = window.setInterval(() => {
      if (navigator.onLine && loadQueue(window.localStorage, key).length) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      window.clearInterval(timer);
    };
  }, [flush, key]);

  return { queue, online, notice, add };
}
