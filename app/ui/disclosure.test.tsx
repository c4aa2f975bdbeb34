// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tabs', () => {
  it('is one tab stop; arrow keys, Home and End switch the panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="smtp">
        <TabsList aria-label="Einstellungen">
          <TabsTrigger value="smtp">E-Mail-Versand</TabsTrigger>
          <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
          <TabsTrigger value="vorlagen">Vorlagen</TabsTrigger>
        </TabsList>
        <TabsContent value="smtp">SMTP-Server</TabsContent>
        <TabsContent value="whatsapp">WhatsApp-Nummer</TabsContent>
        <TabsContent value="vorlagen">E-Mail-Vorlagen</TabsContent>
      </Tabs>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'E-Mail-Versand' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'WhatsApp' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('WhatsApp-Nummer');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Vorlagen' }).textContent).toBe('E-Mail-Vorlagen');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('SMTP-Server');
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});

describe('Accordion', () => {
  function Faq() {
    return (
      <Accordion>
        <AccordionItem value="kosten">
          <AccordionTrigger>Wer übernimmt die Kosten?</AccordionTrigger>
          <AccordionContent>Bei ärztlicher Verordnung die Krankenkasse.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="vorlauf">
          <AccordionTrigger>Wie früh muss ich buchen?</AccordionTrigger>
          <AccordionContent>Möglichst einen Tag vorher.</AccordionContent>
        </AccordionItem>
      </Accordion>
    );
  }

  it('keeps one item open at a time and is operated with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Wer übernimmt die Kosten?' });
    const second = screen.getByRole('button', { name: 'Wie früh muss ich buchen?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Bei ärztlicher Verordnung die Krankenkasse.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Bei ärztlicher Verordnung die Krankenkasse.')).toBeNull();
    // The open item can be closed again.
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('puts each question in a heading', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Wer übernimmt die Kosten?',
      'Wie früh muss ich buchen?',
    ]);
  });
});

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows on keyboard focus and hides with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button size="icon" aria-label="Anrufen">
            ☎
          </Button>
        </TooltipTrigger>
        <TooltipContent>Rufnummer wählen</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Rufnummer wählen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anrufen' }));
  });

  it('opens on hover after 700 ms, and the next one within 300 ms at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // jsdom has no layout, so the pointer's way into the tooltip (hoverable content) can't be
    // computed; without it a pointerleave closes the tooltip at once, which isolates the delays.
    render(
      <TooltipProvider disableHoverableContent>
        <Tooltip>
          <TooltipTrigger>Eins</TooltipTrigger>
          <TooltipContent>Erster Hinweis</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger>Zwei</TooltipTrigger>
          <TooltipContent>Zweiter Hinweis</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    fireEvent.pointerMove(screen.getByText('Eins'));
    wait(650);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(60);
    expect(screen.getByRole('tooltip').textContent).toContain('Erster Hinweis');
    fireEvent.pointerLeave(screen.getByText('Eins'));
    wait(200);
    fireEvent.pointerMove(screen.getByText('Zwei'));
    expect(screen.getByRole('tooltip').textContent).toContain('Zweiter Hinweis');
    fireEvent.pointerLeave(screen.getByText('Zwei'));
    // After the skip delay the full delay applies again.
    wait(400);
    fireEvent.pointerMove(screen.getByText('Eins'));
    wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(400);
    expect(screen.getByRole('tooltip').textContent).toContain('Erster Hinweis');
  });

  it('has the same 700 ms delay without a provider around it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <Tooltip>
        <TooltipTrigger>Allein</TooltipTrigger>
        <TooltipContent>Eigener Provider</TooltipContent>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByText('Allein'));
    act(() => vi.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip').textContent).toContain('Eigener Provider');
  });
});

describe('Popover', () => {
  it('opens with Enter, moves focus inside and returns it to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">Filter</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filter">
          <Button size="sm">Zurücksetzen</Button>
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Filter' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
