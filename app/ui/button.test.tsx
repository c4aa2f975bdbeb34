// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a type="button" by default so that it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button>Abbrechen</Button>
        <Button type="submit">Senden</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and activated with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Buchung bestätigen</Button>
        <Button disabled>Gesperrt</Button>
        <Button variant="outline">Weiter</Button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buchung bestätigen' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    // The disabled button is skipped.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter' }));
  });

  it('renders its styles on a link with asChild', () => {
    render(
      <Button asChild variant="call" size="lg">
        <a href="tel:+49301234567">Jetzt anrufen</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Jetzt anrufen' });
    expect(link.getAttribute('href')).toBe('tel:+49301234567');
    expect(link.className).toContain('kf-btn-call');
    expect(link.className).toContain('kf-btn-lg');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('has every variant and size of the design', () => {
    const variants = ['default', 'call', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon'] as const;
    const classes = new Set<string>();
    for (const variant of variants) for (const size of sizes) classes.add(buttonVariants({ variant, size }));
    expect(classes.size).toBe(variants.length * sizes.length);
    // Each class is styled in app.css; tap targets: the default and icon sizes are at least 44 px.
    const css = readFileSync('app/app.css', 'utf8'); // the project root is the working directory (jsdom has no file URL)
    for (const name of new Set(
      [...classes].flatMap((list) => list.split(' ')).filter((name) => name.startsWith('kf-')),
    )) {
      expect(css, name).toContain(`.${name} {`);
    }
    expect(css).toContain('.kf-btn-md {\n    @apply min-h-11 ');
    expect(css).toContain('.kf-btn-icon {\n    @apply size-11;');
  });
});
