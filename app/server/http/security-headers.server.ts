// Security headers on every response (DESIGN.md non-negotiables). The CSP allows only our own origin,
// plus the hosts an enabled integration needs (analytics after consent, address autocomplete).
import type { RequestHandler } from 'express';

export type CspIntegrations = { analytics: boolean; maps: boolean };

/** How inline scripts are allowed: by the request's nonce, or by the hashes of a cached page's scripts. */
export type InlineScripts = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(
  inline: InlineScripts | string,
  integrations: CspIntegrations,
  dev: boolean,
): string {
  const allowInline =
    typeof inline === 'string'
      ? [`'nonce-${inline}'`]
      : 'nonce' in inline
        ? [`'nonce-${inline.nonce}'`]
        : inline.hashes.map((hash) => `'sha256-${hash}'`);
  const script = ["'self'", ...allowInline];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const style = ["'self'", "'unsafe-inline'"];
  const font = ["'self'", 'data:'];
  if (integrations.analytics) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (integrations.maps) {
    script.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
    style.push('https://fonts.googleapis.com');
    font.push('https://fonts.gstatic.com');
  }
  if (dev) {
    // Vite's dev client: inline preamble and the HMR websocket.
    script.push("'unsafe-inline'");
    connect.push('ws:', 'wss:');
  }
  return [
    "default-src 'self'",
    `script-src ${dev ? script.filter((s) => !s.startsWith("'nonce-") && !s.startsWith("'sha256-")).join(' ') : script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** The security headers of every page besides its CSP, in the order they are sent. */
export function pageSecurityHeaders(options: { hsts: boolean }): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
  if (options.hsts) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

export function securityHeaders(options: {
  integrations: CspIntegrations;
  hsts: boolean;
  dev: boolean;
}): RequestHandler {
  const fixed = pageSecurityHeaders(options);
  return (_req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options.integrations, options.dev));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/** The headers that matter for build assets (scripts, styles, fonts, images) served from /assets. */
export function assetHeaders(options: { hsts: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.hsts) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    next();
  };
}
