// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
} from './alert-dialog';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Input } from './input';

function DriverDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Fahrer anlegen</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Neuer Fahrer</DialogTitle>
          <DialogDescription>Name und Telefonnummer des Fahrers.</DialogDescription>
        </DialogHeader>
        <Input aria-label="Name" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Abbrechen</Button>
          </DialogClose>
          <Button>Speichern</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, keeps focus inside and closes with Escape back to the trigger', async () => {
    const user = userEvent.setup();
    render(<DriverDialog />);
    const trigger = screen.getByRole('button', { name: 'Fahrer anlegen' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Fahrer' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab cycles inside the dialog: Name, Abbrechen, Speichern, Schließen, and round again.
    const visited = new Set<Element>();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      visited.add(document.activeElement!);
    }
    expect(visited.size).toBe(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('has a German close button', async () => {
    const user = userEvent.setup();
    render(<DriverDialog />);
    await user.click(screen.getByRole('button', { name: 'Fahrer anlegen' }));
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function RejectDialog({ onReject }: { onReject: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Ablehnen</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Buchung ablehnen?</AlertDialogTitle>
          <AlertDialogDescription>Der Fahrgast erhält eine Absage per E-Mail.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Abbrechen</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onReject}>
            Buchung ablehnen
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  it('starts on Cancel, so that Enter does not confirm by accident', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    render(<RejectDialog onReject={onReject} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Buchung ablehnen?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onReject).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ablehnen' }));
  });

  it('confirms with the action button reached by Tab', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    render(<RejectDialog onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buchung ablehnen' }));
    await user.keyboard(' ');
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape cancels', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    render(<RejectDialog onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onReject).not.toHaveBeenCalled();
  });
});
