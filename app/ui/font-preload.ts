// The Latin subset of the self-hosted font (the same hashed file app.css refers to), preloaded by the
// public site's layout and the back office's shell so that text does not reflow when the font arrives
// (on /app/bookings that reflow was a layout shift of 0.16: issue 15).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { LinkDescriptor } from 'react-router';

export const FONT_PRELOAD: LinkDescriptor = {
  rel: 'preload',
  href: interLatin,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
};
