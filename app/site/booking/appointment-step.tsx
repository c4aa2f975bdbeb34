// Step 3: calendar, free slots of the chosen date (from /online-buchung/termine) and the return trip.
// Entering the step preselects the earliest free date and its first slot (SPEC.md §4).
import { LoaderCircle } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { getDefaultClassNames } from 'react-day-picker';
import { useEffect, useId, useState } from 'react';
import { company } from '#app/company';
import { calendarDateOfPicker, pickerDate } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import type { SlotOfferBody } from '#app/domain/booking/intake';
import { RUECKFAHRT_OPTIONS, type WizardValues } from '#app/domain/booking/schemas';
import { latestBookableDate } from '#app/domain/booking/slots';
import { Button } from '#app/ui/button';
import { Calendar } from '#app/ui/calendar';
import { cn } from '#app/ui/cn';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { RadioGroup, RadioGroupItem } from '#app/ui/radio-group';
import { fetchSlotOffer } from './slot-offer-client';
import { fieldId, type StepProps } from './wizard-steps';
import { RUECKFAHRT_LABELS, SLOT_MESSAGES } from './wizard-texts';

// 40 px days below 640 px width, so the month fits a 360 px screen; 44 px from there on.
const dayPickerDefaults = getDefaultClassNames();
const compactCalendar = {
  weekday: cn('size-10 p-0 text-sm font-medium text-muted select-none sm:size-11', dayPickerDefaults.weekday),
  day: cn('size-10 p-0 text-center text-base sm:size-11', dayPickerDefaults.day),
  day_button: cn(
    'inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-brand-light hover:text-brand-dark disabled:cursor-not-allowed disabled:hover:bg-transparent sm:size-11',
    dayPickerDefaults.day_button,
  ),
};

type LoadState = { request: string } & ({ status: 'error' } | { status: 'ready'; offer: SlotOfferBody });

export function AppointmentStep({ values, errors, onChange, refreshToken }: StepProps & { refreshToken: number }) {
  const [loaded, setLoaded] = useState<LoadState | null>(null);
  const [retry, setRetry] = useState(0);
  const slotsLabelId = useId();
  const returnLabelId = useId();
  const datum = values.datum;
  const [month, setMonth] = useState<Date | undefined>(datum ? pickerDate(datum) : undefined);
  const [monthOf, setMonthOf] = useState(datum);
  if (monthOf !== datum) {
    // The calendar follows a date chosen elsewhere (e.g. "Diesen Termin wählen").
    setMonthOf(datum);
    if (datum) setMonth(pickerDate(datum));
  }

  const request = `${datum}|${retry}|${refreshToken}`;
  const state: LoadState | { status: 'loading' } = loaded?.request === request ? loaded : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const setState = (result: { status: 'error' } | { status: 'ready'; offer: SlotOfferBody }) =>
      setLoaded({ request, ...result });
    fetchSlotOffer(datum || null, controller.signal).then(
      (offer) => {
        if (!datum) {
          // First visit of the step: the earliest free date and its first slot.
          if (offer.next) {
            onChange('datum', offer.next.date);
            if (offer.next.date === offer.datum) onChange('uhrzeit', offer.next.time);
            else onChange('uhrzeit', '');
          }
          if (!offer.next || offer.next.date === offer.datum) setState({ status: 'ready', offer });
          return;
        }
        setState({ status: 'ready', offer });
      },
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // onChange is stable in intent; refetch only when the date, a retry or a refresh asks for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const offer = state.status === 'ready' ? state.offer : null;
  const slots = offer && offer.datum === datum ? offer.slots : [];

  // A date without a (still free) time gets its first free slot.
  useEffect(() => {
    if (!offer || offer.datum !== datum || !offer.slots.length) return;
    if (!offer.slots.includes(values.uhrzeit)) onChange('uhrzeit', offer.slots[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, datum]);

  const earliest = offer?.earliest.date;
  const latest = latestBookableDate(new Date());
  const next = offer?.next && offer.next.date !== datum ? offer.next : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <div className="min-w-0">
          <h3 className="mb-2 text-lg font-semibold" id={fieldId('datum')} tabIndex={-1}>
            Datum{datum ? `: ${formatGermanDate(datum)}` : ''}
          </h3>
          <div className="min-h-[22rem] w-fit max-w-full rounded-lg border border-border">
            <Calendar
              className="p-1 sm:p-3"
              classNames={compactCalendar}
              mode="single"
              required
              selected={datum ? pickerDate(datum) : undefined}
              month={month}
              onMonthChange={setMonth}
              startMonth={earliest ? pickerDate(earliest) : undefined}
              endMonth={pickerDate(latest)}
              disabled={earliest ? [{ before: pickerDate(earliest) }, { after: pickerDate(latest) }] : () => true}
              onSelect={(day) => {
                if (!day) return;
                onChange('datum', calendarDateOfPicker(day));
                onChange('uhrzeit', '');
              }}
            />
          </div>
          {errors.datum ? (
            <p className="mt-2 text-base font-medium text-destructive" role="alert">
              {errors.datum}
            </p>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-lg font-semibold" id={slotsLabelId}>
            Uhrzeit der Abholung
          </h3>
          <div aria-live="polite" className="flex flex-col gap-3">
            {state.status === 'loading' ? (
              <p className="flex items-center gap-2 text-base text-muted">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Freie Termine werden geladen …
              </p>
            ) : null}
            {state.status === 'error' ? (
              <div className="flex flex-col items-start gap-2">
                <p className="text-base text-destructive">Die freien Termine konnten nicht geladen werden.</p>
                <Button variant="outline" onClick={() => setRetry((n) => n + 1)}>
                  Erneut versuchen
                </Button>
              </div>
            ) : null}
            {offer && !datum && !offer.next ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-base font-semibold">
                {SLOT_MESSAGES.noneIn30Days}
              </p>
            ) : null}
            {offer && datum && offer.datum === datum && !slots.length ? (
              <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-base">
                <p className="font-semibold">{SLOT_MESSAGES.none}</p>
                {next ? (
                  <>
                    <p>{SLOT_MESSAGES.next(formatGermanDate(next.date), next.time)}</p>
                    <Button
                      variant="outline"
                      onClick={() => {
                        onChange('datum', next.date);
                        onChange('uhrzeit', next.time);
                      }}
                    >
                      Diesen Termin wählen
                    </Button>
                  </>
                ) : (
                  <p>{SLOT_MESSAGES.noneIn30Days}</p>
                )}
              </div>
            ) : null}
          </div>
          {slots.length ? (
            <RadioGroupPrimitive.Root
              id={fieldId('uhrzeit')}
              aria-labelledby={slotsLabelId}
              aria-required
              aria-invalid={errors.uhrzeit ? true : undefined}
              aria-describedby={errors.uhrzeit ? `${fieldId('uhrzeit')}-error` : undefined}
              value={slots.includes(values.uhrzeit) ? values.uhrzeit : ''}
              onValueChange={(time) => onChange('uhrzeit', time)}
              className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2"
            >
              {slots.map((time) => (
                <RadioGroupPrimitive.Item
                  key={time}
                  value={time}
                  aria-label={`${time} Uhr`}
                  className={cn(
                    'min-h-11 cursor-pointer rounded-md border border-border bg-white px-2 text-base font-medium tabular-nums text-ink hover:border-brand hover:bg-brand-light',
                    'data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-brand-foreground',
                  )}
                >
                  {time}
                </RadioGroupPrimitive.Item>
              ))}
            </RadioGroupPrimitive.Root>
          ) : null}
          {errors.uhrzeit ? (
            <p id={`${fieldId('uhrzeit')}-error`} className="text-base font-medium text-destructive">
              {errors.uhrzeit}
            </p>
          ) : null}
        </div>
      </div>

      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <legend id={returnLabelId} className="px-1 text-lg font-semibold">
          Rückfahrt
        </legend>
        <RadioGroup
          id={fieldId('rueckfahrt')}
          aria-labelledby={returnLabelId}
          value={values.rueckfahrt}
          onValueChange={(v) => onChange('rueckfahrt', v as WizardValues['rueckfahrt'])}
        >
          {RUECKFAHRT_OPTIONS.map((option) => (
            <div key={option} className="flex min-h-11 items-center gap-3">
              <RadioGroupItem id={`${fieldId('rueckfahrt')}-${option}`} value={option} />
              <Label htmlFor={`${fieldId('rueckfahrt')}-${option}`} className="cursor-pointer text-lg">
                {RUECKFAHRT_LABELS[option]}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {values.rueckfahrt === 'fest' ? (
          <Field
            label="Uhrzeit der Rückfahrt"
            required
            hint={`Nach der Hinfahrt, am selben Tag, zwischen ${company.openingHours.opens} und ${company.openingHours.closes} Uhr`}
            error={errors.rueckfahrtZeit}
            id={fieldId('rueckfahrtZeit')}
            className="max-w-xs"
          >
            <Input
              type="time"
              step={900}
              min={values.uhrzeit || company.openingHours.opens}
              max={company.openingHours.closes === '24:00' ? '23:59' : company.openingHours.closes}
              value={values.rueckfahrtZeit}
              onChange={(e) => onChange('rueckfahrtZeit', e.target.value)}
            />
          </Field>
        ) : null}
      </fieldset>
    </div>
  );
}
