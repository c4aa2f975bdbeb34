// The patient's signature, drawn with a finger (or a pen, or the mouse) on a canvas. The drawing is sent as
// a PNG; "Löschen" clears the field before anything is sent.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '#app/ui/button';

type Props = {
  /** Accessible name of the drawing field, e.g. "Unterschrift von Erika Muster". */
  label: string;
  onSave: (dataUrl: string) => void;
  disabled?: boolean;
};

const HEIGHT = 180;

export function SignaturePad({ label, onSave, disabled = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Sharp lines on high-density screens: the bitmap has the device's pixels, drawing uses CSS pixels.
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(element.clientWidth * ratio);
    element.height = Math.round(HEIGHT * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, element.clientWidth, HEIGHT);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0f172a';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    setEmpty(false);
    setError(null);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = () => {
    drawing.current = false;
  };

  const clear = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, element.clientWidth, HEIGHT);
    setEmpty(true);
  };

  const save = () => {
    if (empty || !canvas.current) {
      setError('Bitte lassen Sie den Patienten zuerst im Feld unterschreiben.');
      return;
    }
    onSave(canvas.current.toDataURL('image/png'));
    clear();
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${label}: mit dem Finger im Feld unterschreiben`}
        className="h-[180px] w-full touch-none rounded-md border-2 border-ink bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="unterschrift-feld"
      />
      {error ? (
        <p role="alert" className="font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" className="whitespace-normal" onClick={clear} disabled={disabled || empty}>
          Löschen
        </Button>
        <Button size="lg" className="whitespace-normal" onClick={save} disabled={disabled}>
          Unterschrift speichern
        </Button>
      </div>
    </div>
  );
}
