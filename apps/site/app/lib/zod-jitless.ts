// Every `import … from 'zod'` of the site's build resolves here (vite.config.ts): zod with its
// parse-time code generation switched off. Zod tries `new Function` to compile fast parsers,
// which the site's Content-Security-Policy forbids (no 'unsafe-eval' for scripts): the attempt
// would be blocked and reported as a violation on every page that validates anything.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
