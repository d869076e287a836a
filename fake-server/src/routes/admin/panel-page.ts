import { fileURLToPath } from 'node:url';
import { ADMIN_PREFIX, adminEndpoints, JOURNAL_SIZE, SCENARIOS, type AdminStateFile } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMERS } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { STORE_IDS, storeFamily, storeLanguage } from '#contracts/constants/stores.ts';
import { escapeHtml } from '../../payments/provider-page.ts';
import { DOCS_PREFIX } from '../../plugins/api-docs.ts';
import { scriptJson } from '#contracts/constants/script-json.ts';
import { PANEL_CALLS, PANEL_CALLS_ELEMENT_ID, type PanelCalls, saveFailureText } from './panel-script.ts';

interface PanelOptions {
  /** The bundled script (panelScript()). */
  script: string;
  scriptNonce: string;
  styleNonce: string;
  /** The state file as the admin state call gives it: a failed save is shown from the first paint. */
  stateFile: AdminStateFile | null;
}

const options = (values: readonly (string | number)[], label: (value: string) => string = (value) => value) =>
  values.map((value) => `<option value="${escapeHtml(String(value))}">${escapeHtml(label(String(value)))}</option>`).join('');

/** A section with one form: `fields` are labelled controls, `action` names the script's handler. */
const section = (heading: string, action: string, fields: string, button: string, note = '') => `
<section aria-labelledby="h-${action}">
  <h2 id="h-${action}">${heading}</h2>${note}
  <form data-action="${action}">${fields}<button type="submit">${button}</button></form>
</section>`;

const field = (id: string, label: string, control: string) => `<label for="${id}">${label}</label>${control}`;

/** The calls the script makes, from the admin table (one source). */
const CALLS = Object.fromEntries(PANEL_CALLS.map((name) => [name, adminEndpoints[name].path])) as PanelCalls;
/** As JSON in the page's data block. */
const CALLS_JSON = scriptJson(CALLS);

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f6f6f4}
header,main{max-width:72rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline}
h1{font-size:1.5rem;margin:1rem 0 .25rem}
main{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));padding-bottom:2rem}
section{background:#fff;border:1px solid #d0d0cc;border-radius:.5rem;padding:.75rem 1rem;min-width:0}
h2{font-size:1.1rem;margin:0 0 .5rem}
form{display:grid;gap:.35rem}
label{font-weight:600}
select,input,button{font:inherit;padding:.4rem .5rem;border:1px solid #767672;border-radius:.3rem;max-width:100%;min-width:0}
select,input{width:100%}
button{background:#1d4ed8;color:#fff;border-color:#1d4ed8;cursor:pointer;justify-self:start;margin-top:.25rem}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.wide{grid-column:1/-1}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e4e4e0;white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
#status{min-height:1.5rem;font-weight:600}
.alert{margin:0;padding:.5rem 1rem;border:2px solid #b91c1c;border-radius:.5rem;background:#fef2f2;color:#7f1d1d;font-weight:600}
.alert[hidden]{display:none}
.note{margin:0 0 .5rem;color:#4a4a46}`;

let bundled: Promise<string> | undefined;

/**
 * The panel's script (panel-start.ts and what it imports) as one module, bundled by Vite's build on the first GET
 * /__admin of this process, in every mode (npm start, npm run dev, the tests), without a build step of its own.
 */
export function panelScript(): Promise<string> {
  bundled ??= bundlePanelScript().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}

async function bundlePanelScript(): Promise<string> {
  const { build } = await import('vite');
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const result = await build({
    root,
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('./panel-start.ts', import.meta.url)), formats: ['es'] },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('the dev panel script was not bundled');
  // Inside the page's <script> element, '</script' would end it early.
  if (chunk.code.includes('</script')) throw new Error('the dev panel script may not contain </script');
  return chunk.code;
}

/**
 * The dev panel (GET /__admin, fake mode, this machine only: the admin guard): what a developer does to the fake backend
 * without reading code, on the browser's own visitor. English: a developer's tool, not a buyer's screen (decision 030).
 */
export function panelPage({ script, scriptNonce, styleNonce, stateFile }: PanelOptions): string {
  const storeLabel = (id: string) => `${id}: ${storeFamily(Number(id))}, ${storeLanguage(Number(id))}`;
  const paths = [...new Set(Object.values(endpoints).map((endpoint) => endpoint.path))].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev panel · fake backend</title><style nonce="${styleNonce}">${STYLE}</style></head>
<body>
<header><h1>Fake backend dev panel</h1><a id="store-link" href="/">Open the storefront</a><a href="${DOCS_PREFIX}">API reference</a></header>
<main>
<p id="status" class="wide" role="status" aria-live="polite"></p>
<p id="save-failure" class="wide alert" role="alert"${saveFailureText(stateFile) === '' ? ' hidden' : ''}>${escapeHtml(saveFailureText(stateFile))}</p>
<section aria-labelledby="h-visitor"><h2 id="h-visitor">Visitor</h2><dl id="state"></dl></section>
${section('Store and language', 'store', field('store_id', 'Store (its language follows its family)', `<select id="store_id" name="store_id">${options(STORE_IDS, storeLabel)}</select>`), 'Switch store')}
${section('Log in as a demo customer', 'login', field('customer', 'Customer to log in', `<select id="customer" name="customer"><option value="">Nobody (log out)</option>${options(DEMO_CUSTOMERS.map((customer) => customer.email))}</select>`), 'Log in')}
${section('Scenario', 'seed', field('scenario', 'Scenario to load', `<select id="scenario" name="scenario">${options(Object.values(SCENARIOS))}</select>`), 'Seed', '<p class="note">Replaces the cart and login; a scenario with orders gives them to its customer.</p>')}
${section(
  'Inject a failure or a delay',
  'faults',
  field('path', 'Endpoint', `<select id="path" name="path">${options(paths)}</select>`) +
    field('times', 'Next calls', '<input id="times" name="times" type="number" min="1" max="100" value="1" required>') +
    field(
      'status-code',
      'Fail with status (empty: answer normally)',
      '<input id="status-code" name="status" type="number" min="400" max="599" value="503">',
    ) +
    field('delayMs', 'Delay in ms', '<input id="delayMs" name="delayMs" type="number" min="0" max="60000">'),
  'Inject',
)}
${section('Order clock', 'clock', field('advance_days', 'Days to advance (the logged-in customer)', '<input id="advance_days" name="advance_days" type="number" min="0" max="3650" value="1" required>'), 'Advance')}
${section('Pay a Multibanco reference', 'multibancoPaid', field('reference', 'Pending reference', '<select id="reference" name="reference" disabled></select>'), 'Mark paid', '<p class="note" id="no-reference">No order of this visitor waits for a Multibanco payment.</p>')}
${section('Reset this visitor', 'reset', '', 'Reset', '<p class="note">Back to a first visit: empty cart, logged out, new quote.</p>')}
<section class="wide" aria-labelledby="h-journal"><h2 id="h-journal">Request journal</h2>
<form data-action="journal"><button type="submit">Refresh</button></form>
<div class="scroll" tabindex="0" role="region" aria-label="Last ${JOURNAL_SIZE} calls, newest first"><table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>ms</th></tr></thead><tbody id="journal"></tbody></table></div>
</section>
</main>
<script type="application/json" id="${PANEL_CALLS_ELEMENT_ID}">${CALLS_JSON}</script>
<script nonce="${scriptNonce}" type="module">${script}</script>
<noscript>The panel needs JavaScript; the admin API is documented at ${escapeHtml(ADMIN_PREFIX)} in docs/reference/fake-backend.md.</noscript>
</body></html>`;
}
