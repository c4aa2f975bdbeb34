// /app/ui: every design-system primitive on one page, to look at and to try with the keyboard
// (issue 2, item 6). It renders inside the guarded back-office shell (which provides <main>); the
// browser journey tests/e2e/ui-kit.spec.ts drives it.
import { BOOKING_STATUSES, BOOKING_STATUS_BADGE, STATUS_LABELS } from '#app/domain/rides/statuses';
import { Bell, ChevronDown, Info, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { calendarDateOfPicker, formatGermanDateWithWeekday } from '#app/domain/calendar-days';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#app/ui/accordion';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/ui/alert-dialog';
import { Badge } from '#app/ui/badge';
import { Button } from '#app/ui/button';
import { Calendar } from '#app/ui/calendar';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#app/ui/card';
import { Checkbox } from '#app/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '#app/ui/dropdown-menu';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { NativeSelect } from '#app/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '#app/ui/popover';
import { RadioGroup, RadioGroupItem } from '#app/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '#app/ui/select';
import { Switch } from '#app/ui/switch';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs';
import { Textarea } from '#app/ui/textarea';
import { toast } from '#app/ui/toaster';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '#app/ui/tooltip';
import type { Route } from './+types/ui-kit';

export const meta: Route.MetaFunction = () => [
  { title: 'UI-Bausteine' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const variants = ['default', 'call', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
// The booking statuses as every screen shows them (the rides core's labels and badge colours).
const statuses = BOOKING_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-border pt-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ButtonsDemo() {
  return (
    <Section id="buttons" title="Schaltflächen">
      <div className="flex flex-wrap items-center gap-3">
        {variants.map((variant) => (
          <Button key={variant} variant={variant} onClick={() => toast(`Schaltfläche „${variant}“ gedrückt`)}>
            {variant}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Klein</Button>
        <Button>Normal</Button>
        <Button size="lg">
          <Phone aria-hidden="true" />
          Groß
        </Button>
        <Button size="icon" variant="outline" aria-label="Bearbeiten">
          <Pencil aria-hidden="true" />
        </Button>
        <Button disabled>Deaktiviert</Button>
      </div>
    </Section>
  );
}

function FormDemo() {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && !name.trim() ? 'Bitte geben Sie Ihren Namen an.' : null;
  return (
    <Section id="formular" title="Formularfelder">
      <form
        noValidate
        className="grid max-w-xl gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (name.trim()) toast.success('Formular geprüft');
        }}
      >
        <Field label="Name" hint="Vor- und Nachname" error={nameError} required>
          <Input name="name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Hinweise">
          <Textarea name="hinweise" placeholder="z. B. Rollator wird mitgenommen" />
        </Field>
        <Field label="Transportart (nativ)">
          <NativeSelect name="transportart" defaultValue="sitzend">
            <option value="sitzend">Sitzend</option>
            <option value="rollstuhl">Rollstuhl</option>
            <option value="tragestuhl">Tragestuhl</option>
            <option value="liegend">Liegend</option>
          </NativeSelect>
        </Field>
        <Field label="Status">
          {(control) => (
            <Select name="status">
              <SelectTrigger {...control}>
                <SelectValue placeholder="Bitte wählen" />
              </SelectTrigger>
              <SelectContent>
                <SelectGroup>
                  <SelectLabel>Buchungsstatus</SelectLabel>
                  {statuses.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectGroup>
              </SelectContent>
            </Select>
          )}
        </Field>
        <div className="flex items-center gap-3">
          <Checkbox id="ui-datenschutz" name="datenschutz" />
          <Label htmlFor="ui-datenschutz">Ich habe die Datenschutzhinweise gelesen</Label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="ui-whatsapp" name="whatsapp" />
          <Label htmlFor="ui-whatsapp">WhatsApp-Benachrichtigung</Label>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-base font-medium">Rückfahrt</legend>
          <RadioGroup name="rueckfahrt" defaultValue="keine">
            {[
              ['keine', 'Keine Rückfahrt'],
              ['fest', 'Feste Uhrzeit'],
              ['nach-termin', 'Nach dem Termin'],
            ].map(([value, label]) => (
              <div key={value} className="flex items-center gap-3">
                <RadioGroupItem id={`ui-rueckfahrt-${value}`} value={value!} />
                <Label htmlFor={`ui-rueckfahrt-${value}`}>{label}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div>
          <Button type="submit">Prüfen</Button>
        </div>
      </form>
    </Section>
  );
}

function OverlaysDemo() {
  return (
    <Section id="overlays" title="Dialoge, Menüs und Hinweise">
      <div className="flex flex-wrap items-center gap-3">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Dialog öffnen</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Neuer Fahrer</DialogTitle>
              <DialogDescription>Name und Telefonnummer des Fahrers.</DialogDescription>
            </DialogHeader>
            <Field label="Fahrername">
              <Input />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Abbrechen</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={() => toast.success('Fahrer gespeichert')}>Speichern</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Löschen
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Eintrag löschen?</AlertDialogTitle>
              <AlertDialogDescription>Das lässt sich nicht rückgängig machen.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Abbrechen</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => toast('Eintrag gelöscht')}>
                Endgültig löschen
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              Aktionen
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Buchung</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => toast('Bearbeiten gewählt')}>
              <Pencil aria-hidden="true" />
              Bearbeiten
            </DropdownMenuItem>
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>Status ändern</DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {statuses.map(([value, label]) => (
                  <DropdownMenuItem key={value} onSelect={() => toast(`Status: ${label}`)}>
                    {label}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => toast('Löschen gewählt')}>
              <Trash2 aria-hidden="true" />
              Löschen
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>

        <TooltipProvider>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Information">
                <Info aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Erscheint nach 700 ms oder sofort bei Tastaturfokus</TooltipContent>
          </Tooltip>
        </TooltipProvider>

        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">Hinweis anzeigen</Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Hinweis">
            <p className="text-sm">Ein Popover schließt mit Escape oder einem Klick daneben.</p>
          </PopoverContent>
        </Popover>

        <Button
          variant="outline"
          onClick={() => toast.success('Gespeichert', { description: 'Die Änderung ist übernommen.' })}
        >
          <Bell aria-hidden="true" />
          Benachrichtigung zeigen
        </Button>
      </div>
    </Section>
  );
}

function NavigationDemo() {
  return (
    <Section id="navigation" title="Reiter und Akkordeon">
      <Tabs defaultValue="smtp">
        <TabsList aria-label="Einstellungen">
          <TabsTrigger value="smtp">E-Mail-Versand</TabsTrigger>
          <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
          <TabsTrigger value="vorlagen">Vorlagen</TabsTrigger>
        </TabsList>
        <TabsContent value="smtp">Server, Port und Absender für den E-Mail-Versand.</TabsContent>
        <TabsContent value="whatsapp">Die Nummer, an die Fahrer-Nachrichten gehen.</TabsContent>
        <TabsContent value="vorlagen">Texte der Bestätigungs- und Absage-E-Mails.</TabsContent>
      </Tabs>
      <Accordion className="max-w-2xl">
        <AccordionItem value="kosten">
          <AccordionTrigger>Wer übernimmt die Kosten?</AccordionTrigger>
          <AccordionContent>Bei ärztlicher Verordnung in der Regel die Krankenkasse.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="vorlauf">
          <AccordionTrigger>Wie früh sollte ich buchen?</AccordionTrigger>
          <AccordionContent>Möglichst einen Tag vor der Fahrt.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="begleitung">
          <AccordionTrigger>Darf eine Begleitperson mitfahren?</AccordionTrigger>
          <AccordionContent>Ja, bitte geben Sie das bei der Buchung an.</AccordionContent>
        </AccordionItem>
      </Accordion>
    </Section>
  );
}

function CalendarDemo() {
  const [day, setDay] = useState<Date | undefined>();
  return (
    <Section id="kalender" title="Kalender">
      <div className="flex flex-wrap items-start gap-6">
        <Card className="py-2">
          <Calendar mode="single" selected={day} onSelect={setDay} timeZone="Europe/Berlin" />
        </Card>
        <p aria-live="polite" className="text-base">
          {day ? `Gewählt: ${formatGermanDateWithWeekday(calendarDateOfPicker(day))}` : 'Noch kein Tag gewählt.'}
        </p>
      </div>
    </Section>
  );
}

function DataDemo() {
  return (
    <Section id="daten" title="Karten, Abzeichen und Tabellen">
      <div className="flex flex-wrap gap-2">
        {statuses.map(([value, label]) => (
          <Badge key={value} variant={BOOKING_STATUS_BADGE[value]}>
            {label}
          </Badge>
        ))}
        <Badge variant="outline">Umriss</Badge>
        <Badge variant="secondary">Sekundär</Badge>
      </div>
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle as="h3">Offene Buchungen</CardTitle>
          <CardDescription>Warten auf Bestätigung</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-bold">3</p>
        </CardContent>
        <CardFooter>
          <Button variant="link">Alle anzeigen</Button>
        </CardFooter>
      </Card>
      <Table>
        <TableCaption>Beispielzeilen (erfundene Daten)</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Buchung-Nr.</TableHead>
            <TableHead>Datum</TableHead>
            <TableHead>Zeit</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {statuses.slice(0, 3).map(([value, label], index) => (
            <TableRow key={value} data-state={index === 1 ? 'selected' : undefined}>
              <TableCell>BEISPIEL-{index + 1}</TableCell>
              <TableCell>16.03.2026</TableCell>
              <TableCell>{`${String(8 + index).padStart(2, '0')}:30`}</TableCell>
              <TableCell>
                <Badge variant={value}>{label}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

export default function UiKit() {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-2">
        <h1 id="ui-kit-title" tabIndex={-1} className="text-3xl font-bold">
          UI-Bausteine
        </h1>
        <p className="text-lg text-muted">
          Alle Grundbausteine der Oberfläche. Jeder lässt sich mit der Tastatur bedienen (Tab, Pfeiltasten, Enter,
          Leertaste, Escape).
        </p>
      </header>
      <ButtonsDemo />
      <FormDemo />
      <OverlaysDemo />
      <NavigationDemo />
      <CalendarDemo />
      <DataDemo />
    </div>
  );
}
