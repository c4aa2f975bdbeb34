// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
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
} from './dropdown-menu';

function BookingActions({ onAction }: { onAction: (action: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          Aktionen
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Buchung</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onAction('bearbeiten')}>Bearbeiten</DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Status ändern</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem onSelect={() => onAction('completed')}>Durchgeführt</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('billed')}>Abgerechnet</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('loeschen')}>
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens with Enter, moves with the arrow keys and runs an item with Enter', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<BookingActions onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Aktionen' });
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bearbeiten', 'Status ändern', 'Löschen']);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Bearbeiten' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Löschen' }));
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('loeschen');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens a submenu with ArrowRight and closes it with ArrowLeft', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<BookingActions onAction={onAction} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    const subTrigger = screen.getByRole('menuitem', { name: 'Status ändern' });
    expect(document.activeElement).toBe(subTrigger);
    expect(subTrigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitem', { name: 'Durchgeführt' })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menuitem', { name: 'Durchgeführt' })).toBeNull();
    expect(document.activeElement).toBe(subTrigger);
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('menuitem', { name: 'Durchgeführt' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('billed');
    expect(screen.queryAllByRole('menu')).toEqual([]);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<BookingActions onAction={onAction} />);
    await user.tab();
    await user.keyboard(' ');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aktionen' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
