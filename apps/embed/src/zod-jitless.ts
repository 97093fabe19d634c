// Every `import … from 'zod'` of the embed build resolves here (vite.config.ts): zod with its
// parse-time code generation switched off. Zod tries `new Function` to compile fast parsers, which
// a Content-Security-Policy without 'unsafe-eval' (a partner's, or the site's on /partner)
// blocks and reports.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
