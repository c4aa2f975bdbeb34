import { KeyRound, UserPlus } from 'lucide-react';
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import type { OneTimePassword } from '#app/domain/staff-access/action-texts';
import { ROLE_LABELS } from '#app/domain/staff-access/policy';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { OneTimePasswordNotice } from '#app/routes/staff/ui/one-time-password-notice';
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/table';
import type { Route } from '../+types/users';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

type UserRow = ScreenData['users'][number];

function RowActions({
  user,
  isSelf,
  submit,
  busy,
}: {
  user: UserRow;
  isSelf: boolean;
  submit: (intent: string, id: string) => void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {isSelf ? <span className="text-sm text-muted">Eigenes Passwort: „Passwort ändern“</span> : null}
      {isSelf ? null : (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={busy}>
              <KeyRound aria-hidden="true" />
              Passwort zurücksetzen
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Passwort zurücksetzen</AlertDialogTitle>
              <AlertDialogDescription>
                {user.name} ({user.email}) erhält ein neues Einmalpasswort und wird überall abgemeldet. Das bisherige
                Passwort gilt nicht mehr.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Abbrechen</AlertDialogCancel>
              <AlertDialogAction onClick={() => submit('reset-password', user.id)}>Zurücksetzen</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      {isSelf ? null : user.active ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" className="text-destructive" disabled={busy}>
              Deaktivieren
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Konto deaktivieren</AlertDialogTitle>
              <AlertDialogDescription>
                {user.name} ({user.email}) wird sofort abgemeldet und kann sich nicht mehr anmelden. Sie können das
                Konto später wieder aktivieren.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Abbrechen</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => submit('deactivate', user.id)}>
                Deaktivieren
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => submit('reactivate', user.id)}>
          Reaktivieren
        </Button>
      )}
    </div>
  );
}

/** Benutzer (owner only): create staff accounts, deactivate/reactivate them, reset passwords. */
export function UsersScreen({ users, currentUserId }: ScreenData) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : actionResultOf<OneTimePassword | null>(fetcher.data);
  useActionResult(result, {
    formRef,
    onSuccess: (done) => (done.intent === 'create' ? formRef.current?.reset() : undefined),
  });

  // The one-time password of the latest answer, shown until the next submission.
  const oneTime =
    result?.ok && result.data ? { email: result.data.email, password: result.data.oneTimePassword } : null;

  const submit = (intent: string, id: string) => {
    void fetcher.submit({ intent, id }, { method: 'post', action: '/app/users' });
  };
  const fieldErrors = result && !result.ok && result.intent === 'create' ? result.fieldErrors : undefined;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">Benutzer</h1>
      {oneTime ? <OneTimePasswordNotice email={oneTime.email} password={oneTime.password} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Neues Benutzerkonto</CardTitle>
          <CardDescription>
            Das Konto erhält ein Einmalpasswort, das bei der ersten Anmeldung geändert werden muss.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form
            ref={formRef}
            method="post"
            action="/app/users"
            noValidate
            className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-end"
          >
            <input type="hidden" name="intent" value="create" />
            <Field label="Name" required error={fieldErrors?.name}>
              <Input name="name" autoComplete="off" />
            </Field>
            <Field label="E-Mail" required error={fieldErrors?.email}>
              <Input name="email" type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Field>
            <Field label="Rolle" required error={fieldErrors?.role}>
              <NativeSelect name="role" defaultValue="disposition">
                <option value="disposition">{ROLE_LABELS.disposition}</option>
                <option value="inhaber">{ROLE_LABELS.inhaber}</option>
              </NativeSelect>
            </Field>
            <Button type="submit" disabled={busy}>
              <UserPlus aria-hidden="true" />
              Konto anlegen
            </Button>
          </fetcher.Form>
          <p className="mt-3 text-sm text-muted">
            Inhaber dürfen alles; Disposition alles außer Benutzer und Einstellungen.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Benutzerkonten ({users.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>E-Mail</TableHead>
                <TableHead>Rolle</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Aktionen</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell className="font-medium">
                    {user.name}
                    {user.id === currentUserId ? <span className="ml-2 text-sm text-muted">(Sie)</span> : null}
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {user.active ? (
                        <Badge variant="confirmed">Aktiv</Badge>
                      ) : (
                        <Badge variant="rejected">Deaktiviert</Badge>
                      )}
                      {user.mustChangePassword ? <Badge variant="pending">Einmalpasswort</Badge> : null}
                    </div>
                  </TableCell>
                  <TableCell>
                    <RowActions user={user} isSelf={user.id === currentUserId} submit={submit} busy={busy} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
