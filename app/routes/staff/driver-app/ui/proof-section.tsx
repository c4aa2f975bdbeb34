// Proof of service of one leg: the patient's signature, a photo of the signed Transportschein, km
// driven (odometer start/end or km) and waiting time. Everything goes into the report queue, so it
// works offline too; the km form is checked here with the server's rule before it is queued.
import { useRef, useState, type FormEvent } from 'react';
import {
  LEG_DOCUMENT_LABELS,
  parseProof,
  type DriverLeg,
  type LegDocumentKind,
  type ProofInput,
} from '#app/domain/driver-app/reports';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import type { QueuedReport } from './report-queue';
import { SignaturePad } from './signature-pad';

type Props = {
  leg: DriverLeg;
  /** Documents still waiting in the queue for this leg. */
  queuedDocuments: LegDocumentKind[];
  add: (report: Omit<QueuedReport, 'id' | 'queuedAt'>) => boolean;
};

/** The photo, at most 1600 px on its longer side, as a JPEG data URL (a few hundred KB). */
async function downscaled(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.75);
}

const EMPTY: ProofInput = { km: '', kmStart: '', kmEnde: '', wartezeit: '' };

export function ProofSection({ leg, queuedDocuments, add }: Props) {
  const [values, setValues] = useState<ProofInput>(() => ({
    ...EMPTY,
    km: leg.km === null ? '' : String(leg.km).replace('.', ','),
    wartezeit: leg.wartezeitMinuten === null ? '' : String(leg.wartezeitMinuten),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof ProofInput, string>>>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const has = (kind: LegDocumentKind) => leg.documents.includes(kind) || queuedDocuments.includes(kind);

  const saveProof = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProof(values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    add({ legId: leg.id, intent: 'proof', fields: { ...values } });
  };

  const takePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoBusy(true);
    setPhotoError(null);
    try {
      const dataUrl = await downscaled(file);
      add({
        legId: leg.id,
        intent: 'document',
        fields: { art: 'transportschein' },
        file: { name: 'transportschein.jpg', dataUrl },
      });
    } catch {
      setPhotoError('Das Foto konnte nicht gelesen werden. Bitte versuchen Sie es erneut.');
    } finally {
      setPhotoBusy(false);
      if (photoInput.current) photoInput.current.value = '';
    }
  };

  const field = (name: keyof ProofInput) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="grid gap-6 pt-3">
      <section className="grid gap-2" aria-label="Unterschrift des Patienten">
        <h4 className="text-lg font-bold">
          Unterschrift des Patienten{' '}
          {has('unterschrift') ? <span className="font-semibold text-green-800">– erfasst ✓</span> : null}
        </h4>
        <SignaturePad
          label={`Unterschrift von ${leg.patient}`}
          onSave={(dataUrl) =>
            add({
              legId: leg.id,
              intent: 'document',
              fields: { art: 'unterschrift' },
              file: { name: 'unterschrift.png', dataUrl },
            })
          }
        />
      </section>

      <section className="grid gap-2" aria-label={LEG_DOCUMENT_LABELS.transportschein}>
        <h4 className="text-lg font-bold">
          Transportschein{' '}
          {has('transportschein') ? <span className="font-semibold text-green-800">– Foto erfasst ✓</span> : null}
        </h4>
        <label className="inline-flex min-h-14 cursor-pointer items-center justify-center rounded-md border-2 border-brand bg-white px-4 text-lg font-semibold text-brand focus-within:outline-3 focus-within:outline-focus">
          {photoBusy ? 'Foto wird vorbereitet…' : 'Transportschein fotografieren'}
          <input
            ref={photoInput}
            type="file"
            accept="image/jpeg,image/png,image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => void takePhoto(event.target.files?.[0])}
          />
        </label>
        {photoError ? (
          <p role="alert" className="font-semibold text-destructive">
            {photoError}
          </p>
        ) : null}
      </section>

      <form className="grid gap-3" onSubmit={saveProof} noValidate aria-label="Kilometer und Wartezeit">
        <h4 className="text-lg font-bold">Kilometer und Wartezeit</h4>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Km-Stand Start" error={errors.kmStart}>
            <Input inputMode="decimal" autoComplete="off" {...field('kmStart')} />
          </Field>
          <Field label="Km-Stand Ende" error={errors.kmEnde}>
            <Input inputMode="decimal" autoComplete="off" {...field('kmEnde')} />
          </Field>
        </div>
        <Field label="oder gefahrene km" error={errors.km}>
          <Input inputMode="decimal" autoComplete="off" {...field('km')} />
        </Field>
        <Field label="Wartezeit (Minuten)" error={errors.wartezeit}>
          <Input inputMode="numeric" autoComplete="off" {...field('wartezeit')} />
        </Field>
        <Button type="submit" size="lg" className="whitespace-normal">
          Kilometer und Wartezeit speichern
        </Button>
      </form>
    </div>
  );
}
