// The bookings table draws the row menu's "…" and the handling flags' icons as CSS masks, and the staff
// navigation its entries' icons (decision 200: no markup per icon). app.css holds them as data URLs of
// lucide icons; this test keeps them equal to lucide's (a lucide update changes both) and makes sure
// every navigation entry has its icon.
import { readFileSync } from 'node:fs';
import {
  CalendarCheck,
  CalendarPlus,
  KeyRound,
  LogOut,
  Menu,
  X,
  Car,
  Contact,
  Euro,
  FileCheck,
  FileSpreadsheet,
  LayoutDashboard,
  MoreHorizontal,
  Repeat,
  Route,
  Search,
  Settings,
  Smartphone,
  Users,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STAFF_NAVIGATION } from '#app/domain/staff-access/policy';
import { HANDLING_FLAG_ICONS } from '#app/routes/staff/bookings/ui/handling-flags';

/** The icon of each entry of the staff navigation. */
const NAVIGATION_ICONS: Record<string, LucideIcon> = {
  '/app': LayoutDashboard,
  '/app/bookings': CalendarCheck,
  '/app/patients': Contact,
  '/app/dispatch': Route,
  '/app/series': Repeat,
  '/app/drivers': UserRound,
  '/app/vehicles': Car,
  '/app/pricing': Euro,
  '/app/approvals': FileCheck,
  '/app/billing': FileSpreadsheet,
  '/app/settings': Settings,
  '/app/users': Users,
  '/fahrer': Smartphone,
};

/** A lucide icon as the `url(…)` of a CSS mask: black strokes, no size or class, percent-encoded. */
function cssIconUrl(Icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(Icon))
    .replace(/^<svg[^>]*>/, (root) => root.replace(/ (width|height|class|aria-hidden)="[^"]*"/g, ''))
    .replace('stroke="currentColor"', 'stroke="black"')
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>')
    .replace(/"/g, "'");
  return `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
}

const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');

describe('the icons in app.css', () => {
  it.each(Object.entries(HANDLING_FLAG_ICONS))('draws the flag %s with its lucide icon', (key, Icon) => {
    expect(css).toContain(`.kf-bt td [data-flag='${key}'] {\n    --kf-icon: ${cssIconUrl(Icon)};`);
  });

  it.each(STAFF_NAVIGATION.map((entry) => entry.to))('draws the navigation entry %s with its icon', (to) => {
    const Icon = NAVIGATION_ICONS[to];
    expect(Icon, `no icon for ${to}`).toBeDefined();
    expect(css).toContain(`.kf-nav[href='${to}'] {\n    --kf-icon: ${cssIconUrl(Icon!)};`);
  });

  it('draws the row menu button with lucide\'s "…"', () => {
    expect(css).toContain(`.kf-row-menu {\n    --kf-icon: ${cssIconUrl(MoreHorizontal)};`);
  });

  it.each([
    ['kf-ico-menu', Menu],
    ["kf-ico-menu[aria-expanded='true']", X],
    ['kf-ico-key', KeyRound],
    ['kf-ico-logout', LogOut],
    ['kf-ico-new', CalendarPlus],
  ] as const)('draws .%s (staff shell, "Neue Buchung") with its lucide icon', (selector, Icon) => {
    expect(css).toContain(`.${selector} {\n    --kf-icon: ${cssIconUrl(Icon)};`);
  });

  it("draws the bookings list's search field with lucide's magnifier", () => {
    expect(css).toContain(`.kf-search {\n    --kf-icon: ${cssIconUrl(Search)};`);
  });
});
