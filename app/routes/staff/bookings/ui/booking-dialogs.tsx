// The row dialogs (details, edit, transport, and the questions before confirming a past ride or rejecting) are loaded on first use, not with the list (issue 15:
// /app/bookings ≤ 150 KiB of JS): they carry the edit form's Zod schemas, the phone-number library and
// Radix Dialog, which the list itself never needs. Opening a row menu starts the download, so the code is
// usually there before a dialog is chosen; otherwise a short "Lade …" notice shows while it arrives.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DialogRequest } from './row-actions-menu';

type DialogKind = DialogRequest['kind'];

const loaders = {
  details: () => import('./details-dialog'),
  edit: () => import('./edit-dialog'),
  transport: () => import('./transport-dialog'),
  'confirm-past': () => import('./review-dialogs'),
  reject: () => import('./review-dialogs'),
} satisfies Record<DialogKind, () => Promise<unknown>>;

/** Starts loading the dialogs' code (idempotent: the browser fetches each chunk once). */
export function preloadBookingDialogs() {
  for (const load of Object.values(loaders)) void load().catch(() => undefined);
}

const DetailsDialog = lazy(() => loaders.details().then((m) => ({ default: m.DetailsDialog })));
const EditDialog = lazy(() => loaders.edit().then((m) => ({ default: m.EditDialog })));
const TransportDialog = lazy(() => loaders.transport().then((m) => ({ default: m.TransportDialog })));
const ConfirmPastDialog = lazy(() => loaders['confirm-past']().then((m) => ({ default: m.ConfirmPastDialog })));
const RejectDialog = lazy(() => loaders.reject().then((m) => ({ default: m.RejectDialog })));

function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40">
      <p role="status" className="rounded-md bg-white px-5 py-4 font-medium shadow-lg">
        Lade Dialog …
      </p>
    </div>
  );
}

function OnDemand({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={<DialogLoading />}>{children}</Suspense> : null;
}

/**
 * Renders a dialog only once it has been asked for; afterwards it stays mounted (closed) so that closing
 * keeps its animation and reopening is instant.
 */
export function BookingDialogs({ dialog, onClose }: { dialog: DialogRequest | null; onClose: () => void }) {
  const [used, setUsed] = useState<ReadonlySet<DialogKind>>(() => new Set());
  if (dialog && !used.has(dialog.kind)) setUsed(new Set(used).add(dialog.kind));
  const rowFor = (kind: DialogKind) => (dialog?.kind === kind ? dialog.row : null);
  const bookingNumber = dialog?.row.bookingNumber ?? '';
  return (
    <>
      <OnDemand used={used.has('details')}>
        <DetailsDialog id={rowFor('details')?.id ?? null} bookingNumber={bookingNumber} onClose={onClose} />
      </OnDemand>
      <OnDemand used={used.has('edit')}>
        <EditDialog id={rowFor('edit')?.id ?? null} bookingNumber={bookingNumber} onClose={onClose} />
      </OnDemand>
      <OnDemand used={used.has('transport')}>
        <TransportDialog row={rowFor('transport')} onClose={onClose} />
      </OnDemand>
      <OnDemand used={used.has('confirm-past')}>
        <ConfirmPastDialog row={rowFor('confirm-past')} onClose={onClose} />
      </OnDemand>
      <OnDemand used={used.has('reject')}>
        <RejectDialog row={rowFor('reject')} onClose={onClose} />
      </OnDemand>
    </>
  );
}
