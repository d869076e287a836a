import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ensureChromium } from './lib/chromium.ts';
import { type Site, buildClient, freePort, startSite } from './lib/serve-build.ts';
import { FLOWS, type Flow, type Shot, Shooter, VIEWPORTS, type ViewportName } from './lib/screens.ts';

/**
 * `npm run screenshots [store | flow | store-flow …]`: every screen of every flow of scripts/lib/screens.ts, at mobile (412×823) and
 * desktop (1280×800), into screenshots/ with an index.html to browse them (issue 12, "Looking at it").
 * Builds the client into dist/screenshots (SCREENSHOTS_BUILT=1 reuses it), serves it with the fake server on a
 * free port (SCREENSHOTS_PORT to choose one) and drives Debian's Chromium with Playwright's library.
 * A screen that cannot be reached is listed as failed and the run goes on; the exit code is non-zero only when
 * the client cannot be built or the server cannot start.
 */

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'screenshots');
const clientDir = join(root, 'dist', 'screenshots');
/** Two visitors at a time: enough to halve the run on two cores without starving the server. */
const PARALLEL = Number(process.env.SCREENSHOTS_PARALLEL ?? 2);
/** The launch flags of playwright.config.ts: headless, and none of Chromium's background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The e2e runs' cookies of a buyer who accepted all cookies: the consent banner stays until a buyer chooses and
 * would cover every picture. The chooser flow is photographed as a first visit, banner included.
 */
const CONSENT_GIVEN = join(root, 'e2e', 'support', 'consent-given.json');

/** One flow at one viewport in a browser context of its own: a new visitor with its own session. */
async function runJob(browser: Browser, baseURL: string, flow: Flow, viewport: ViewportName, shots: Shot[]): Promise<void> {
  const mobile = viewport === 'mobile';
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'es-ES',
    ...(flow.name === 'servicios' ? {} : { storageState: CONSENT_GIVEN }),
  });
  context.setDefaultTimeout(10_000);
  try {
    await flow.run(new Shooter(await context.newPage(), flow.store, flow.name, viewport, outDir, shots));
  } finally {
    await context.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function cell(shot: Shot | undefined): string {
  if (shot === undefined) return '<td></td>';
  const sideways = shot.sideways
    ? `<p class="warn">Scrolls sideways: ${shot.sideways.scrollWidth}px of content in ${shot.sideways.clientWidth}px</p>`
    : '';
  if (shot.file === undefined) return `<td class="failed"><p>Failed</p><pre>${escapeHtml(shot.error ?? '')}</pre></td>`;
  const file = encodeURIComponent(shot.file);
  return `<td${shot.sideways ? ' class="sideways"' : ''}>${sideways}<a class="thumb" href="${file}"><img src="${file}" loading="lazy" alt="${escapeHtml(shot.file)}"></a><p class="name">${escapeHtml(shot.file)}</p></td>`;
}

function indexHtml(shots: Shot[], seconds: number): string {
  const stores = [...new Set(FLOWS.map((flow) => flow.store))];
  const sections = stores.map((store) => {
    const flows = FLOWS.filter((flow) => flow.store === store).map((flow) => {
      const ofFlow = shots.filter((shot) => shot.store === store && shot.flow === flow.name);
      const steps = [...new Map(ofFlow.sort((a, b) => a.order - b.order).map((shot) => [shot.step, shot.order])).keys()];
      const rows = steps.map((step) => {
        const at = (viewport: ViewportName) => ofFlow.find((shot) => shot.step === step && shot.viewport === viewport);
        return `<tr><th scope="row">${escapeHtml(step)}</th>${cell(at('mobile'))}${cell(at('desktop'))}</tr>`;
      });
      return `<section id="${store}-${flow.name}"><h3>${store} · ${escapeHtml(flow.name)}</h3>
<table><thead><tr><th>Step</th><th>Mobile 412×823</th><th>Desktop 1280×800</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></section>`;
    });
    return `<h2 id="store-${store}">Store ${store}</h2>\n${flows.join('\n')}`;
  });
  const failed = shots.filter((shot) => shot.file === undefined).length;
  const sideways = shots.filter((shot) => shot.sideways);
  const toc = stores
    .map((store) => {
      const links = FLOWS.filter((flow) => flow.store === store).map(
        (flow) => `<a href="#${store}-${flow.name}">${escapeHtml(flow.name)}</a>`,
      );
      return `<li><a href="#store-${store}">Store ${store}</a>: ${links.join(' · ')}</li>`;
    })
    .join('\n');
  const sidewaysList = sideways
    .map((shot) => `<li><a href="${encodeURIComponent(shot.file ?? '')}">${escapeHtml(shot.file ?? '')}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront screenshots</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem 2rem;color:#222}
table{border-collapse:collapse;margin-bottom:2rem}
th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}
.thumb{display:block;max-height:640px;overflow:auto;border:1px solid #888}.thumb img{display:block;height:auto}
td:nth-child(2) img{width:206px}td:nth-child(3) img{width:640px}
.failed{background:#fde8e8;color:#8a1010}.failed pre{white-space:pre-wrap;max-width:640px;font-size:.8rem}
.sideways{background:#fff4d6}.warn{color:#8a5a00;font-weight:bold;margin:0 0 .5rem}
.name{font-size:.75rem;color:#555;margin:.25rem 0 0}
</style></head><body>
<h1>Storefront screenshots</h1>
<p>${shots.length - failed} screens taken, ${failed} failed, ${sideways.length} scroll sideways; ${seconds} s, ${new Date().toISOString()}.</p>
${sideways.length ? `<p class="warn">Scrolling sideways:</p><ul>${sidewaysList}</ul>` : ''}
<ul>${toc}</ul>
${sections.join('\n')}
</body></html>
`;
}

async function main(): Promise<number> {
  const started = Date.now();
  // Arguments pick stores (14) or flows (nota-simple) or one store's flow (14-nota-simple); none: every flow.
  const wanted = process.argv.slice(2);
  const flows = wanted.length
    ? FLOWS.filter((flow) => wanted.some((one) => [String(flow.store), flow.name, `${flow.store}-${flow.name}`].includes(one)))
    : FLOWS;
  const executablePath = ensureChromium();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  let site: Site | undefined;
  const stop = () => site?.stop();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  let port: number;
  try {
    if (process.env.SCREENSHOTS_BUILT !== '1') buildClient(clientDir);
    port = process.env.SCREENSHOTS_PORT ? Number(process.env.SCREENSHOTS_PORT) : await freePort();
    site = await startSite({ port, clientDir });
  } catch (error) {
    stop();
    console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  const shots: Shot[] = [];
  try {
    console.log(`The site on port ${port}: ${flows.length} flows at ${Object.keys(VIEWPORTS).length} viewports…`);
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const jobs = flows.flatMap((flow) => (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ flow, viewport })));
      const worker = async () => {
        for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
          const { flow, viewport } = job;
          await runJob(browser, `http://127.0.0.1:${port}`, flow, viewport, shots).catch((error: unknown) => {
            shots.push({ store: flow.store, flow: flow.name, step: 'start', order: 0, viewport, error: String(error) });
          });
          const done = shots.filter((shot) => shot.flow === flow.name && shot.store === flow.store && shot.viewport === viewport);
          const failed = done.filter((shot) => shot.file === undefined).length;
          console.log(`  ${flow.store} ${flow.name} ${viewport}: ${done.length - failed} taken${failed ? `, ${failed} failed` : ''}`);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(outDir, 'index.html'), indexHtml(shots, seconds));
  const failed = shots.filter((shot) => shot.file === undefined);
  const sideways = shots.filter((shot) => shot.sideways);
  console.log(`\n${shots.length - failed.length} screens taken, ${failed.length} failed, in ${seconds} s.`);
  for (const shot of failed.filter((one) => !one.error?.startsWith('not reached'))) {
    console.log(`  failed: ${shot.store}-${shot.flow}-${shot.step}-${shot.viewport}: ${shot.error?.split('\n')[0] ?? ''}`);
  }
  if (sideways.length) {
    console.log(`${sideways.length} screens scroll sideways:`);
    for (const shot of sideways) console.log(`  ${shot.file}: ${shot.sideways?.scrollWidth}px in ${shot.sideways?.clientWidth}px`);
  } else {
    console.log('No screen scrolls sideways.');
  }
  console.log(`Index: ${join(outDir, 'index.html')}`);
  return 0;
}

process.exitCode = await main();
