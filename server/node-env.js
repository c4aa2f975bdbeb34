// `npm start` runs `node server.js` without NODE_ENV. React's server renderer and Express read NODE_ENV
// themselves when they are loaded and, without it, run their development builds: React's alone cost
// ~40 % more CPU per bookings-list document (issue 15). The product's own settings already default to
// production (app/server/env.server.ts); this gives the libraries the same default, before they load.

/** Sets NODE_ENV to "production" when it is unset or empty; an explicit value (development, test) stays. */
export function defaultToProduction(env) {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
  return env.NODE_ENV;
}
