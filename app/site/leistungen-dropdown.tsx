// The desktop "Leistungen" menu: a disclosure button with a list of links (the navigation pattern of the
// WAI-ARIA practices, not an application menu). Enter/Space/ArrowDown open it, arrow keys move between
// the links, Escape closes it and returns focus to the button, leaving it with Tab closes it.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../ui/cn';
import { mainNavLinks, serviceNavLinks } from './navigation';

export function LeistungenDropdown({ active }: { active: boolean }) {
  const location = useLocation();
  // Open only on the page where it was opened: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.pathname;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next;
    setOpenAt(value ? location.pathname : null);
  };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (!all.length) return;
    all[(index + all.length) % all.length]!.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) buttonRef.current?.focus();
      else focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(all.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className="relative"
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 text-[17px] font-semibold text-ink hover:bg-brand-light hover:text-brand-dark',
          active && 'text-brand-dark underline decoration-2 underline-offset-8',
        )}
      >
        Leistungen
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute top-full left-0 z-40 mt-2 w-80 rounded-lg border border-border bg-white p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {serviceNavLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                prefetch="intent"
                className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-brand-light hover:text-brand-dark"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <Link
              to={mainNavLinks.services.href}
              prefetch="intent"
              className="flex min-h-11 items-center rounded-md px-3 text-base font-semibold text-brand hover:bg-brand-light"
            >
              Alle Leistungen im Überblick
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
