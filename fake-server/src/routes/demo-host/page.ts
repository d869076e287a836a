import { escapeHtml } from '../../payments/provider-page.ts';
import { scriptJson } from '#contracts/constants/script-json.ts';

/** Where the fake server serves the demo host page; the app's routes live under it (its router basename). */
export const DEMO_HOST_PATH = '/demo-host';

interface DemoHostOptions {
  storeId: number;
  scriptNonce: string;
  styleNonce: string;
}

/** The buttons that send the app an action (docs/reference/client.md "Embedding the store"). */
const HOST_ACTIONS = [
  { label: 'Abrir la cesta', action: 'open_cart', data: {} },
  { label: 'Pedir una Nota Simple', action: 'open_service', data: { flow: 'nota-simple' } },
  { label: 'Ver todos los servicios', action: 'navigate', data: { path: '/servicios' } },
] as const;

/**
 * A plain third-party page (a gestoría's site) with the store inside #storefront: its own header, text and
 * styles, a panel with buttons that send actions to the app, and a log of what the app announces on the
 * 'opf-lib-service' window event. Its inline script and style carry the response's nonces.
 */
export function demoHostPage({ storeId, scriptNonce, styleNonce }: DemoHostOptions): string {
  const config = { store_id: storeId, mount: '#storefront', basename: DEMO_HOST_PATH };
  const buttons = HOST_ACTIONS.map(
    ({ label, action, data }) =>
      `<button type="button" class="host-button" data-host-action="${action}" data-host-data="${escapeHtml(JSON.stringify(data))}">${escapeHtml(label)}</button>`,
  ).join('\n        ');
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gestoría Ejemplo · Trámites online</title>
    <!-- The app's UI library reads the style nonce here for the small <style> elements it adds. -->
    <meta name="csp-nonce" content="${escapeHtml(styleNonce)}" />
    <style nonce="${escapeHtml(styleNonce)}">
      body.host-page { margin: 0; font-family: Georgia, 'Times New Roman', serif; background: #f4f1ea; color: #2b2b2b; }
      .host-header { background: #234e3a; color: #fff; padding: 1rem 2rem; display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: 1rem; }
      .host-brand { font-size: 1.5rem; font-weight: bold; margin: 0; }
      .host-header a { color: #fff; margin-left: 1rem; }
      .host-layout { display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: 1.5rem; max-width: 80rem; margin: 1.5rem auto; padding: 0 1rem; }
      @media (max-width: 60rem) { .host-layout { grid-template-columns: 1fr; } }
      .host-intro h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
      .host-intro > p { margin: 0 0 1rem; }
      .host-store { background: #fff; border: 1px solid #c9c2b0; border-radius: 6px; overflow: hidden; }
      .host-panel { background: #fff; border: 1px solid #c9c2b0; border-radius: 6px; padding: 1rem; align-self: start; font-family: system-ui, sans-serif; font-size: .9rem; }
      .host-panel h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
      .host-button { display: block; width: 100%; margin: 0 0 .5rem; min-height: 44px; font: inherit; background: #234e3a; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
      .host-log { list-style: none; margin: .75rem 0 0; padding: 0; max-height: 28rem; overflow: auto; font-family: ui-monospace, monospace; font-size: .8rem; }
      .host-log li { border-top: 1px solid #e4dfd2; padding: .25rem 0; overflow-wrap: anywhere; }
      .host-footer { text-align: center; padding: 2rem 1rem; color: #5a5a5a; }
    </style>
  </head>
  <body class="host-page">
    <header class="host-header">
      <p class="host-brand">Gestoría Ejemplo</p>
      <nav aria-label="Gestoría Ejemplo"><a href="#contacto">Contacto</a><a href="#quienes-somos">Quiénes somos</a></nav>
    </header>
    <div class="host-layout">
      <!-- An unnamed section: not a landmark itself, and the app's <header> inside it is not a second banner. -->
      <section class="host-intro">
        <h1 id="host-title">Trámites del Registro, sin salir de casa</h1>
        <p>En Gestoría Ejemplo te ayudamos con tus trámites. Pide aquí tu Nota Simple y otros documentos oficiales.</p>
        <div id="storefront" class="host-store"></div>
      </section>
      <aside class="host-panel" aria-labelledby="host-events-title">
        <h2 id="host-events-title">Eventos de la tienda</h2>
        ${buttons}
        <ol id="host-event-log" class="host-log" aria-label="Registro de eventos"></ol>
      </aside>
    </div>
    <footer class="host-footer" id="contacto">Gestoría Ejemplo · Calle Mayor 1, Madrid · Página de demostración</footer>
    <script nonce="${escapeHtml(scriptNonce)}">
      window.OPF_CONFIG = ${scriptJson(config)};
      (function () {
        var EVENT = 'opf-lib-service';
        var log = document.getElementById('host-event-log');
        function write(direction, action, data) {
          var entry = document.createElement('li');
          entry.textContent = direction + ' ' + action + (data === undefined ? '' : ' ' + JSON.stringify(data));
          log.prepend(entry);
        }
        window.addEventListener(EVENT, function (event) {
          var detail = event.detail;
          if (detail && detail.source === 'app') write('app →', detail.action, detail.data);
        });
        document.querySelectorAll('[data-host-action]').forEach(function (button) {
          button.addEventListener('click', function () {
            var action = button.getAttribute('data-host-action');
            var data = JSON.parse(button.getAttribute('data-host-data') || '{}');
            write('host →', action, data);
            window.dispatchEvent(new CustomEvent(EVENT, { detail: { source: 'host', action: action, data: data } }));
          });
        });
      })();
    </script>
    <script nonce="${escapeHtml(scriptNonce)}" src="/embed.js"></script>
  </body>
</html>
`;
}
