// The bookings table draws the row menu's "…" and the handling flags' icons as CSS masks (decision 200:
// no markup per icon in a 50-row page). app.css holds them as data URLs of the lucide icons the rest of
// the back office renders inline; this test keeps the two equal (a lucide update changes both).
import { readFileSync } from 'node:fs';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HANDLING_FLAG_ICONS } from './handling-flags';

/** A lucide icon as the `url(…)` of a CSS mask: black strokes, no size or class, percent-encoded. */
function cssIconUrl(Icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(Icon))
    .replace(/ (width|height|class|aria-hidden)="[^"]*"/g, '')
    .replace('stroke="currentColor"', 'stroke="black"')
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>')
    .replace(/"/g, "'");
  return `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
}

const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8');

describe('the bookings table icons in app.css', () => {
  it.each(Object.entries(HANDLING_FLAG_ICONS))('draws the flag %s with its lucide icon', (key, Icon) => {
    expect(css).toContain(`.kf-flag-css[data-flag='${key}'] {\n    --kf-icon: ${cssIconUrl(Icon)};`);
  });

  it('draws the row menu button with lucide\'s "…"', () => {
    expect(css).toContain(`.kf-row-menu {\n    --kf-icon: ${cssIconUrl(MoreHorizontal)};`);
  });
});
