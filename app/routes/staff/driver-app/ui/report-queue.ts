// The drivers' app's outbox (issue 20): every report (status, km and waiting time, signature, photo) is
// first written to the phone's storage with an id the phone generates, then sent, one after the other in
// the order they were made. Offline, reports wait; a lost answer only means the same report is sent
// again, and the server applies each id once (leg_reports). A report the server refuses for a reason of
// its content (invalid, not-found, conflict) leaves the queue with its message; a network failure, a
// failure of the server or an ended session stops the round and keeps it for the next one.
import { isActionResult, type ActionResult } from '#app/domain/action-result';

export type QueuedReport = {
  /** The report id (a UUID), unique in leg_reports. */
  id: string;
  legId: string;
  intent: 'report' | 'proof' | 'document';
  /** The form's text fields (report, grund, reportedAt, km, …). */
  fields: Record<string, string>;
  /** A document as a data: URL (the signature's PNG, the photo's JPEG). */
  file?: { name: string; dataUrl: string };
  queuedAt: string;
};

/** What a round of sending did to one report. */
export type SendOutcome =
  | { kind: 'sent'; result: ActionResult<unknown> }
  | { kind: 'refused'; result: ActionResult<unknown> }
  | { kind: 'retry'; reason: 'offline' | 'signed-out' | 'server' };

export type Send = (report: QueuedReport) => Promise<SendOutcome>;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function queueKey(userId: string): string {
  return `kf-fahrer-meldungen:${userId}`;
}

function isQueuedReport(value: unknown): value is QueuedReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Record<string, unknown>;
  return (
    typeof report.id === 'string' &&
    typeof report.legId === 'string' &&
    typeof report.intent === 'string' &&
    typeof report.fields === 'object'
  );
}

export function loadQueue(storage: StorageLike, key: string): QueuedReport[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedReport) : [];
  } catch {
    return [];
  }
}

/** Saves the queue; false when the phone's storage is full (the caller says so and keeps the report on screen). */
export function saveQueue(storage: StorageLike, key: string, queue: QueuedReport[]): boolean {
  try {
    storage.setItem(key, JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}

export type FlushResult = {
  remaining: QueuedReport[];
  sent: { report: QueuedReport; result: ActionResult<unknown> }[];
  refused: { report: QueuedReport; result: ActionResult<unknown> }[];
  stopped: 'offline' | 'signed-out' | 'server' | null;
};

/**
 * The queue as it is stored now. Reports are added while others are being sent (a tap during a slow
 * answer), so the queue is only ever appended to and each report taken out by its own id when its own
 * answer arrives; it is never written back from a copy taken before sending.
 */
export type QueueStore = { list: () => QueuedReport[]; remove: (id: string) => void };

/** The store over the phone's storage; `changed` hears the queue after each removal. */
export function storageQueue(storage: StorageLike, key: string, changed: (queue: QueuedReport[]) => void): QueueStore {
  return {
    list: () => loadQueue(storage, key),
    remove(id) {
      const rest = loadQueue(storage, key).filter((report) => report.id !== id);
      saveQueue(storage, key, rest);
      changed(rest);
    },
  };
}

/** Sends the stored queue in order, reports added meanwhile too, until it is empty or a report must wait. */
export async function flushQueue(store: QueueStore, send: Send): Promise<FlushResult> {
  const result: FlushResult = { remaining: [], sent: [], refused: [], stopped: null };
  // Each report once per round, even if the storage would not let it go.
  const tried = new Set<string>();
  for (;;) {
    const report = store.list().find((queued) => !tried.has(queued.id));
    if (!report) break;
    tried.add(report.id);
    const outcome = await send(report);
    if (outcome.kind === 'retry') {
      result.stopped = outcome.reason;
      break;
    }
    store.remove(report.id);
    (outcome.kind === 'sent' ? result.sent : result.refused).push({ report, result: outcome.result });
  }
  result.remaining = store.list();
  return result;
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',', 2);
  const mime = /^data:([^;]+);base64$/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** The form a queued report is posted as. */
export function reportForm(report: QueuedReport): FormData {
  const form = new FormData();
  form.set('intent', report.intent);
  form.set('reportId', report.id);
  form.set('legId', report.legId);
  for (const [key, value] of Object.entries(report.fields)) form.set(key, value);
  if (report.file) form.set('datei', dataUrlToBlob(report.file.dataUrl), report.file.name);
  return form;
}

/** Posts one report to the drivers' app's endpoint and classifies the answer. */
export function httpSend(url: string, fetcher: typeof fetch = fetch): Send {
  return async (report) => {
    let response: Response;
    try {
      response = await fetcher(url, { method: 'POST', body: reportForm(report), credentials: 'same-origin' });
    } catch {
      return { kind: 'retry', reason: 'offline' };
    }
    if (response.status === 401 || response.status === 403) return { kind: 'retry', reason: 'signed-out' };
    const body: unknown = await response.json().catch(() => null);
    if (!isActionResult(body) || response.status >= 500) return { kind: 'retry', reason: 'server' };
    if (body.ok) return { kind: 'sent', result: body };
    // 400 (a request the page should never send) and refusals of the content: waiting would not help.
    return { kind: 'refused', result: body };
  };
}
