// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PaginationNav } from './pagination-nav';

afterEach(cleanup);

function renderAt(url: string, page: number, pages: number) {
  const Stub = createRoutesStub([
    { path: '/app/bookings', Component: () => <PaginationNav page={page} pages={pages} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('PaginationNav', () => {
  it('shows Zurück, five page numbers around the current page and Weiter, keeping the filters', () => {
    renderAt('/app/bookings?status=pending&page=7', 7, 20);
    const numbers = screen.getAllByRole('link', { name: /^Seite \d+$/ }).map((a) => a.textContent);
    expect(numbers).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('link', { name: 'Seite 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe(
      '/app/bookings?status=pending&page=8',
    );
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe(
      '/app/bookings?status=pending&page=6',
    );
    expect(screen.getByRole('link', { name: 'Seite 5' }).getAttribute('href')).toBe(
      '/app/bookings?status=pending&page=5',
    );
  });

  it('pins the window at the first page, drops page=1 from links and disables Zurück', () => {
    renderAt('/app/bookings?page=2', 2, 3);
    expect(screen.getAllByRole('link', { name: /^Seite \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('link', { name: 'Seite 1' }).getAttribute('href')).toBe('/app/bookings');
    renderAt('/app/bookings', 1, 3);
    expect(screen.getAllByRole('link', { name: 'Zurück' }).at(-1)!.getAttribute('aria-disabled')).toBe('true');
  });

  it('renders nothing for a single page', () => {
    renderAt('/app/bookings', 1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
