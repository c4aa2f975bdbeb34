// zod for code that also runs in the browser. Its JIT compiles parsers with `new Function`, which our
// Content-Security-Policy forbids (no 'unsafe-eval'): even the feature probe is reported as a CSP
// violation. Parsing without it is fast enough for forms.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
