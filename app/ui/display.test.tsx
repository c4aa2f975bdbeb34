// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

describe('Badge', () => {
  it('has the SPEC status colours (one class per variant, its colours in app.css)', () => {
    const css = readFileSync('app/app.css', 'utf8');
    const colours = (variant: NonNullable<Parameters<typeof badgeVariants>[0]>['variant']) => {
      const name = badgeVariants({ variant })
        .split(' ')
        .find((c) => c.startsWith('kf-badge-'));
      return new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1] ?? '';
    };
    expect(colours('pending')).toContain('bg-yellow-100');
    expect(colours('confirmed')).toContain('bg-green-100');
    expect(colours('rejected')).toContain('bg-red-100');
    expect(colours('completed')).toContain('bg-blue-100');
    expect(colours('forwarded')).toContain('bg-purple-100');
    expect(colours('billed')).toContain('bg-emerald-100');
  });

  it('renders its text', () => {
    render(<Badge variant="confirmed">Angenommen</Badge>);
    expect(screen.getByText('Angenommen').className).toBe('kf-badge kf-badge-confirmed');
  });
});

describe('Card', () => {
  it('gives its title a heading level', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Offene Buchungen</CardTitle>
          <CardDescription>Warten auf Bestätigung</CardDescription>
        </CardHeader>
        <CardContent>12</CardContent>
        <CardFooter>Stand heute</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Offene Buchungen' })).toBeTruthy();
  });

  it('can use another heading level', () => {
    render(<CardTitle as="h3">Fahrer</CardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Fahrer' })).toBeTruthy();
  });
});

describe('Table', () => {
  it('is a real table with column headers and a caption', () => {
    render(
      <Table>
        <TableCaption>Buchungen am 16.03.2026</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Buchung-Nr.</TableHead>
            <TableHead>Zeit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow data-state="selected">
            <TableCell>KF-2026-0001</TableCell>
            <TableCell>08:30</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Buchungen am 16.03.2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    const cell = within(table).getByRole('cell', { name: 'KF-2026-0001' });
    expect(cell.closest('tr')!.className).toContain('data-[state=selected]:bg-brand-light');
  });
});
