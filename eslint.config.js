import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';

// The dates kernel (issue 40): the one reading, check and German display of dates and times lives in
// app/domain/calendar-days.ts (calendar dates), german-date.ts and berlin-time.ts (Berlin wall clock).
// Elsewhere its alternatives are errors. Core rules under their own plugin name, so these bans add to
// (never replace) other blocks' no-restricted-syntax/-properties options for the same files.
const DATE_KERNEL = ['app/domain/calendar-days.ts', 'app/domain/german-date.ts', 'app/domain/berlin-time.ts'];
const dates = {
  rules: {
    'no-restricted-syntax': builtinRules.get('no-restricted-syntax'),
    'no-restricted-properties': builtinRules.get('no-restricted-properties'),
  },
};
const USE_DISPLAY =
  'Use the dates kernel: formatGermanDate, formatGermanDateWithWeekday, formatGermanWeekday (calendar-days.ts), formatGermanDateTime, formatGermanTime (german-date.ts).';
const USE_READING =
  'Use the dates kernel: parseGermanDate or isCalendarDate for a date, parseInstant for an ISO timestamp, utcMidnight for rrule (calendar-days.ts), berlinInstant for a Berlin date and time (berlin-time.ts).';

// Import boundaries (DESIGN.md "Layout"): app/domain imports nothing of ours but itself; app/server
// never imports routes or UI; UI and components never import server code.
const ours = (dirs) => dirs.flatMap((dir) => [`**/${dir}/**`, `#app/${dir}/**`]);

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Leaving app/domain by a relative path: one level up from its top-level files, two from its folders.
  ...[
    { files: ['app/domain/*.{ts,tsx}'], up: '../*' },
    { files: ['app/domain/*/**'], up: '../../*' },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [up, ...ours(['server', 'routes', 'ui', 'site', 'staff'])],
              message: 'app/domain is pure: it imports nothing of ours outside app/domain.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['app/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ours(['routes', 'ui', 'site', 'staff']), message: 'app/server never imports routes or UI.' },
          ],
        },
      ],
    },
  },
  // The money, numbers and labels kernel (issue 40, decision 257): euro amounts only through
  // app/domain/pricing/money.ts, other numbers through app/domain/numbers.ts, a leg kind's German name only
  // from LEG_KIND_LABELS (app/domain/rides/legs.ts). Core rules under their own plugin names, so these bans
  // add to (never replace) other blocks' options for the same files. Tests are exempt.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/domain/pricing/money.ts', 'app/domain/numbers.ts', '**/*.test.{ts,tsx}'],
    plugins: { numbers: { rules: { 'no-restricted-properties': builtinRules.get('no-restricted-properties') } } },
    rules: {
      'numbers/no-restricted-properties': [
        'error',
        ...[{ property: 'toFixed' }, { property: 'toLocaleString' }, { object: 'Intl', property: 'NumberFormat' }].map(
          (ban) => ({
            ...ban,
            message:
              'Use the kernel: formatEuro / formatAmount / formatEuroCompact (app/domain/pricing/money.ts) for money; formatNumber / decimalText / decimalCommaText (app/domain/numbers.ts) for other numbers; the dates kernel for dates.',
          }),
        ),
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { labels: { rules: { 'no-restricted-syntax': builtinRules.get('no-restricted-syntax') } } },
    rules: {
      'labels/no-restricted-syntax': [
        'error',
        {
          selector: 'ConditionalExpression > Literal[value=/^(Hinfahrt|Rückfahrt|Rueckfahrt)$/]',
          message:
            "A leg kind's name comes from its table: LEG_KIND_LABELS[kind] (or LEG_KIND_FILE_NAMES) in app/domain/rides/legs.ts.",
        },
        {
          selector:
            'ConditionalExpression > TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=/^(Hinfahrt|Rückfahrt|Rueckfahrt)$/]',
          message:
            "A leg kind's name comes from its table: LEG_KIND_LABELS[kind] (or LEG_KIND_FILE_NAMES) in app/domain/rides/legs.ts.",
        },
      ],
    },
  },
  // The one permission table (issue 40, decision 262): what a role may do is asked with can(user, capability)
  // or the URL rules of app/domain/staff-access/permissions.ts, never by comparing roles. accounts.server.ts
  // compares roles for a rule about the accounts' data (at least one active Inhaber; a fahrer account has
  // its driver record), not for a permission.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/domain/staff-access/**', 'app/server/auth/accounts.server.ts', '**/*.test.{ts,tsx}'],
    plugins: { permissions: { rules: { 'no-restricted-syntax': builtinRules.get('no-restricted-syntax') } } },
    rules: {
      'permissions/no-restricted-syntax': [
        'error',
        ...["MemberExpression[property.name='role']", "Identifier[name='role']"].map((operand) => ({
          selector: `BinaryExpression[operator=/^[!=]==?$/] > ${operand}`,
          message:
            'Ask the permission table: can(user, capability), mayOpen or requireStaff(…, { capability }) (app/domain/staff-access/permissions.ts).',
        })),
      ],
    },
  },
  // Components never import server code or route modules. A back-office screen lives beside its routes in
  // app/routes/staff/<feature>/ui (decision 240): the folder, not the route module, is the component; it may
  // import other features' ui folders, and from its ui folder `../<route>` would be its route module.
  ...[
    { files: ['app/ui/**', 'app/site/**', 'app/staff/**'], routeRegex: '(^#app/|/)routes/(?!(.+/)?ui/)' },
    { files: ['app/routes/**/ui/**'], routeRegex: '(^#app/|/)routes/(?!(.+/)?ui/)|^\\.\\./[^/]+$' },
  ].map(({ files, routeRegex }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...ours(['server']), '**/*.server', '**/*.server.ts'],
              message: 'Components never import server code.',
            },
            { regex: routeRegex, message: 'Components never import route modules.' },
          ],
        },
      ],
    },
  })),
  // The public pages are server-only markup (decision 004): state, effects, browser-side router hooks and
  // on* handlers there never run in the browser. Behaviour belongs in an enhancer (app/site/client/**)
  // found by a data-* hook (app/site/site-hooks.ts); the booking wizard (app/site/booking/**) is the one
  // React island. Reading context while rendering on the server (useLocation, useNonce, useSiteContext) is fine.
  {
    files: ['app/site/**/*.{ts,tsx}'],
    ignores: ['app/site/booking/**', 'app/site/client/**', 'app/site/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^use(State|Effect|LayoutEffect|InsertionEffect|Reducer|Ref|Callback|Memo|Transition|DeferredValue|SyncExternalStore|ActionState|Optimistic|ImperativeHandle|FormStatus|Navigate|Fetcher|Fetchers|Submit|Revalidator|Navigation|Blocker|SearchParams)$/]',
          message:
            'Public pages are not hydrated (decision 004): no state, effect or browser router hooks outside the booking wizard. Put behaviour into an enhancer in app/site/client.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^use(State|Effect|LayoutEffect|InsertionEffect|Reducer|Ref|Callback|Memo|Transition|DeferredValue|SyncExternalStore|ActionState|Optimistic|ImperativeHandle|FormStatus|Navigate|Fetcher|Fetchers|Submit|Revalidator|Navigation|Blocker|SearchParams)$/]',
          message:
            'Public pages are not hydrated (decision 004): no state, effect or browser router hooks outside the booking wizard. Put behaviour into an enhancer in app/site/client.',
        },
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message:
            'Public pages are not hydrated (decision 004): an on* handler never runs. Mark the element with a data-* hook (app/site/site-hooks.ts) and attach the behaviour in an enhancer.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Tests and journeys build their fixtures and expectations from plain dates.
    ignores: [...DATE_KERNEL, '**/*.test.{ts,tsx}', '**/*.fixtures.ts', 'tests/**', 'bench/**'],
    plugins: { dates },
    rules: {
      'dates/no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'DateTimeFormat', message: USE_DISPLAY },
        { property: 'toLocaleDateString', message: USE_DISPLAY },
        { property: 'toLocaleTimeString', message: USE_DISPLAY },
        // toLocaleString (dates and numbers alike) is banned in app/ by the money kernel's block above.
        { object: 'Date', property: 'parse', message: USE_READING },
      ],
      'dates/no-restricted-syntax': [
        'error',
        // new Date(text): JavaScript's parser takes 2026-02-30 as 2 March and reads a date without time as UTC.
        {
          selector: "NewExpression[callee.name='Date'] > Literal.arguments:first-child[value=/./]",
          message: USE_READING,
        },
        { selector: "NewExpression[callee.name='Date'] > TemplateLiteral.arguments:first-child", message: USE_READING },
        {
          selector:
            "NewExpression[callee.name='Date'][arguments.length=1] > Identifier.arguments[name=/(Text|text|String|string|raw|Raw|iso|Iso|ISO)$/]",
          message: USE_READING,
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server.js', 'tests/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
