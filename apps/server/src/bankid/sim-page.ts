import { html, raw } from 'hono/html';
import type { Context } from 'hono';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../context';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Plain, readable CSS for the simulators' tester pages (light and dark, visible focus). */
const CSS = `
:root { color-scheme: light dark; --bg:#fff; --fg:#1a1a1a; --muted:#555; --border:#c8c8c8;
  --surface:#f5f5f5; --primary:#0b5cad; --primary-fg:#fff; --danger:#a4161a; --ok:#1b6b2f;
  --focus:#f3b700; }
@media (prefers-color-scheme: dark) { :root { --bg:#141414; --fg:#f0f0f0; --muted:#bdbdbd;
  --border:#4a4a4a; --surface:#1f1f1f; --primary:#7ab8ff; --primary-fg:#0b0b0b; --danger:#ff8a8a;
  --ok:#8fe0a0; } }
* { box-sizing: border-box; }
body { margin:0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  background:var(--bg); color:var(--fg); }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; } h2 { font-size: 1.3rem; margin: 2rem 0 .75rem; }
h3 { font-size: 1.1rem; margin: 0 0 .5rem; }
p, dd { margin: 0 0 .5rem; } .muted { color: var(--muted); }
a { color: var(--primary); }
.card { border:1px solid var(--border); border-radius:.5rem; padding:1rem; margin:0 0 1rem;
  background:var(--surface); }
dl { display:grid; grid-template-columns: max-content 1fr; gap:.25rem 1rem; margin:0 0 1rem; }
dt { font-weight:600; } dd { overflow-wrap:anywhere; } .pre { white-space: pre-line; }
form + p { margin-top: .5rem; }
.actions { display:flex; flex-wrap:wrap; gap:.5rem 1rem; align-items:flex-end; margin-top:.75rem; }
form { margin:0; display:flex; flex-wrap:wrap; gap:.5rem; align-items:flex-end; }
label { display:flex; flex-direction:column; font-size:.9rem; gap:.2rem; }
input, select { font:inherit; padding:.4rem .5rem; border:1px solid var(--border); border-radius:.35rem;
  background:var(--bg); color:var(--fg); }
button { font:inherit; padding:.45rem .9rem; border-radius:.35rem; border:1px solid var(--primary);
  background:var(--bg); color:var(--primary); cursor:pointer; }
button.primary { background:var(--primary); color:var(--primary-fg); }
button.danger { border-color:var(--danger); color:var(--danger); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.flash { padding:.75rem 1rem; border-radius:.5rem; border:2px solid var(--ok); margin:1rem 0; }
.flash.error { border-color: var(--danger); }
table { border-collapse: collapse; width:100%; } caption { text-align:left; font-weight:600; }
th, td { text-align:left; padding:.4rem .5rem; border-bottom:1px solid var(--border); vertical-align:top; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size:.9em; }
`;

/** A tester page: Swedish, one h1, a status message that screen readers announce. */
export function simPage(options: {
  title: string;
  intro: Html;
  flash?: { kind: 'ok' | 'error'; text: string } | null;
  body: Html;
}) {
  const { title, intro, flash, body } = options;
  return html`<!doctype html>
    <html lang="sv">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${intro}
          ${
            flash
              ? html`<p
                  class="flash ${flash.kind}"
                  role="${flash.kind === 'error' ? 'alert' : 'status'}"
                >
                  ${flash.text}
                </p>`
              : ''
          }
          ${body}
        </main>
      </body>
    </html>`;
}

/** The flash message carried in the redirect's query string after a form post. */
export function flashFromQuery(query: Record<string, string | undefined>) {
  const text = query['meddelande'];
  if (!text) return null;
  return { kind: query['typ'] === 'fel' ? ('error' as const) : ('ok' as const), text };
}

export function redirectWithFlash(path: string, kind: 'ok' | 'error', text: string, anchor = '') {
  const search = new URLSearchParams({ meddelande: text, typ: kind === 'error' ? 'fel' : 'ok' });
  return `${path}?${search.toString()}${anchor ? `#${anchor}` : ''}`;
}

/** `2026-11-22 14:05:09` in Swedish time. */
export function formatTime(date: Date | null): string {
  if (!date) return '–';
  return date.toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });
}

/**
 * The simulators' pages and control APIs exist only when SIMULATORS is on. A NUL byte in the
 * address is no order's or payment's id (and the database refuses it in text): unknown too.
 */
export async function simulatorsOnly(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!c.get('config').SIMULATORS || c.req.url.includes('%00')) return c.notFound();
  await next();
}

/** A posted form's text fields; a body that cannot be read as a form reads as an empty one. */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
