import { THIRD_PARTY_STAND_INS, type ThirdPartyScript } from '#contracts/fake-backend/third-party.ts';

/**
 * The offline stand-ins of the third-party scripts of spec 7: a few lines of plain ES5 each, so developers and e2e
 * see them load without the network. Every one appends its name to `window.opfThirdParty`.
 */
const recordLoad = (name: string) => `(window.opfThirdParty = window.opfThirdParty || []).push(${JSON.stringify(name)});`;

/**
 * The tag manager stand-in (one per container id, `?id=GTM-…`): it reads the dataLayer as the real one does, the
 * queued entries first and then every push. Gtag commands (`arguments` objects or arrays) `consent default|update`
 * set its consent state; every other `{ event }` is kept in `window.opfTagManager.events` and, while
 * analytics_storage is granted, sent as a hit to POST /third-party/collect, as the real tag sends its hits.
 */
const TAG_MANAGER = `(function () {
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src) : new URL('${THIRD_PARTY_STAND_INS.tagManager}', location.href);
  var id = src.searchParams.get('id') || '';
  ${recordLoad('tag-manager')}
  var tm = window.opfTagManager = window.opfTagManager || { ids: [], consent: {}, events: [], hits: 0 };
  tm.ids.push(id);
  if (tm.ids.length > 1) return;
  var collect = new URL('collect', src).href;
  var dataLayer = window.dataLayer = window.dataLayer || [];
  function isCommand(entry) {
    return entry !== null && typeof entry === 'object' && typeof entry.length === 'number';
  }
  function handle(entry) {
    if (isCommand(entry)) {
      var args = Array.prototype.slice.call(entry);
      if (args[0] === 'consent' && args[2] && typeof args[2] === 'object') {
        for (var key in args[2]) tm.consent[key] = args[2][key];
      }
      return;
    }
    if (entry === null || typeof entry !== 'object' || typeof entry.event !== 'string' || entry.event.indexOf('gtm.') === 0) return;
    tm.events.push(entry);
    if (tm.consent.analytics_storage !== 'granted') return;
    tm.hits += 1;
    var hit = JSON.stringify({ container: tm.ids[0], event: entry.event, page_path: entry.page_path || null, user_id: entry.user_id || null });
    if (navigator.sendBeacon) navigator.sendBeacon(collect, hit);
  }
  for (var i = 0; i < dataLayer.length; i += 1) handle(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j += 1) handle(arguments[j]);
    return push.apply(dataLayer, arguments);
  };
})();
`;

/** Stand-ins that only record their load, with the global the real library would define. */
const simple = (name: string, global: string) => `${recordLoad(name)}\nwindow.${global} = window.${global} || { standIn: true };\n`;

/**
 * The PDF viewer stand-in: the small API the client drives a viewer through (client/src/third-party/third-party-libraries.ts),
 * `render(container, url, title)`, showing the document in a frame as the browser's own viewer does.
 */
const PDF_VIEWER = `${recordLoad('pdf-viewer')}
window.opfPdfViewer = window.opfPdfViewer || {
  standIn: true,
  render: function (container, url, title) {
    var frame = document.createElement('iframe');
    frame.src = url;
    frame.title = title;
    frame.setAttribute('data-viewer', 'pdf-viewer');
    frame.style.width = '100%';
    frame.style.minHeight = '70vh';
    frame.style.border = '0';
    container.replaceChildren(frame);
  }
};
`;

/**
 * The places library stand-in: attach(input) is how the client hands an address field to it (a real places library
 * adds its own suggestion list to the field); the stand-in marks the field and suggests nothing.
 */
const MAPS_PLACES = `${recordLoad('maps-places')}
window.opfMapsPlaces = window.opfMapsPlaces || {
  standIn: true,
  attach: function (input) {
    input.setAttribute('data-places', 'attached');
    return { detach: function () { input.removeAttribute('data-places'); } };
  }
};
`;

export const STAND_IN_SCRIPTS: Record<ThirdPartyScript, string> = {
  tagManager: TAG_MANAGER,
  abTesting: simple('ab-testing', 'opfAbTesting'),
  adTag: simple('ad-tag', 'opfAdTag'),
  cardProvider: simple('card-provider', 'opfCardProvider'),
  wallet: simple('wallet', 'opfWallet'),
  pdfViewer: PDF_VIEWER,
  mapsPlaces: MAPS_PLACES,
};

/** The stand-in served at a path of THIRD_PARTY_STAND_INS, or undefined. */
export function standInAt(path: string): string | undefined {
  const entry = Object.entries(THIRD_PARTY_STAND_INS).find(([, standInPath]) => standInPath === path);
  return entry === undefined ? undefined : STAND_IN_SCRIPTS[entry[0] as ThirdPartyScript];
}
