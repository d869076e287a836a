/**
 * The dev panel's script (GET /__admin), run in the browser. Plain DOM, no framework: each form posts its fields as
 * JSON to its admin call, then the visitor's state and the journal are read again. panel-start.ts runs it;
 * panel-page.ts bundles the two with Vite (the euro format comes from contracts/src/rules/money.ts, one rule, not a copy)
 * and puts the bundle in the page under the response's script nonce. Nothing here runs on import, so the page can
 * import the texts it shares with the script.
 */
import type { AdminJournal, AdminState, AdminStateFile, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { formatEuro } from '#contracts/rules/money.ts';

/** The admin calls the panel makes, each form's and the two it reads. */
export const PANEL_CALLS = ['state', 'journal', 'store', 'login', 'seed', 'faults', 'clock', 'multibancoPaid', 'reset'] as const;
export type PanelCall = (typeof PANEL_CALLS)[number] & keyof typeof adminEndpoints;
/** Each call's path, which the page writes from the admin table into the data block of this id. */
export type PanelCalls = Readonly<Record<PanelCall, string>>;
export const PANEL_CALLS_ELEMENT_ID = 'panel-calls';

/** The forms' data-action values: one handler each. */
type Action = 'store' | 'login' | 'seed' | 'faults' | 'clock' | 'multibancoPaid' | 'reset' | 'journal';

/** The warning while the state file's last save failed ('' when it did not): the page's first paint and each refresh. */
export function saveFailureText(file: AdminStateFile | null): string {
  const failure = file?.last_save_failure ?? null;
  if (file === null || failure === null) return '';
  return `The state could not be saved to ${file.path} (${failure.at}): ${failure.reason}. A restart would lose the changes since the last save.`;
}

function element<E extends HTMLElement>(id: string, type: new () => E): E {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the dev panel has no ${type.name} #${id}`);
  return found;
}

const text = (tag: string, value: string): HTMLElement => {
  const created = document.createElement(tag);
  created.textContent = value;
  return created;
};

function row(cells: readonly (string | number)[], tag = 'td'): HTMLTableRowElement {
  const tr = document.createElement('tr');
  for (const cell of cells) tr.append(text(tag, String(cell)));
  return tr;
}

async function call<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(
    path,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer;
}

function renderSaveFailure(file: AdminStateFile | null): void {
  const alert = element('save-failure', HTMLParagraphElement);
  const warning = saveFailureText(file);
  alert.hidden = warning === '';
  alert.textContent = warning;
}

function renderState(state: AdminState): void {
  renderSaveFailure(state.state_file);
  const cart =
    state.cart.length === 0
      ? 'empty'
      : `${state.cart.map((item) => `${item.product_name} ${formatEuro(item.price)}`).join('; ')} (total ${formatEuro(state.cart_total)})`;
  const orders =
    state.orders.length === 0
      ? 'none'
      : state.orders.map((order) => `${order.order_id} ${order.state} ${order.payment_method} ${formatEuro(order.total)}`).join('; ');
  const faults =
    state.faults.length === 0
      ? 'none'
      : state.faults.map((fault) => `${fault.path} ×${fault.remaining} ${fault.status ?? `delay ${fault.delayMs} ms`}`).join('; ');
  const file =
    state.state_file === null
      ? 'in memory only (FAKE_STATE_FILE keeps it)'
      : state.state_file.path + (state.state_file.last_save_failure === null ? '' : ' (last save failed)');
  const facts: [string, string][] = [
    ['Session', state.visitor],
    ['Store', `${state.store_id} (${state.language})`],
    ['Customer', state.customer ?? 'not logged in'],
    ['Quote', state.quote_id],
    ['Cart', cart],
    ['Orders', orders],
    ['Pending faults', faults],
    ['Order clock now', state.now ?? '—'],
    ['State file', file],
  ];
  const list = element('state', HTMLDListElement);
  list.replaceChildren(...facts.flatMap(([term, value]) => [text('dt', term), text('dd', value)]));
  element('store-link', HTMLAnchorElement).href = `/?store=${state.store_id}`;
  element('store_id', HTMLSelectElement).value = String(state.store_id);
  element('customer', HTMLSelectElement).value = state.customer ?? '';
  const waiting = state.orders.flatMap((order) =>
    order.pending_reference === null ? [] : [{ ...order, reference: order.pending_reference }],
  );
  const select = element('reference', HTMLSelectElement);
  select.replaceChildren(
    ...waiting.map((order) => {
      const option = document.createElement('option');
      option.textContent = `${order.reference} (order ${order.order_id})`;
      option.value = order.reference;
      return option;
    }),
  );
  select.disabled = waiting.length === 0;
  element('no-reference', HTMLParagraphElement).hidden = waiting.length > 0;
}

function renderJournal(journal: AdminJournal): void {
  const body = element('journal', HTMLTableSectionElement);
  body.replaceChildren(...journal.calls.map((entry) => row([entry.at.slice(11, 19), entry.method, entry.url, entry.status, entry.ms])));
  if (journal.calls.length === 0) body.append(row(['No calls yet']));
}

/** What each form posts, to which call; the journal's form only reads again. */
function requestOf(calls: PanelCalls, action: Action, form: FormData): [path: string, body: object] | null {
  const field = (name: string) => String(form.get(name) ?? '');
  switch (action) {
    case 'store':
      return [calls.store, { store_id: Number(field('store_id')) }];
    case 'login':
      return [calls.login, { customer: field('customer') || null }];
    case 'seed':
      return [calls.seed, { scenario: field('scenario') }];
    case 'faults':
      return [
        calls.faults,
        {
          path: field('path'),
          times: Number(field('times')),
          ...(field('status') ? { status: Number(field('status')) } : {}),
          ...(field('delayMs') ? { delayMs: Number(field('delayMs')) } : {}),
        },
      ];
    case 'clock':
      return [calls.clock, { advance_days: Number(field('advance_days')) }];
    case 'multibancoPaid':
      return [calls.multibancoPaid, { reference: field('reference') }];
    case 'reset':
      return [calls.reset, {}];
    case 'journal':
      return null;
  }
}

const isAction = (value: string | undefined): value is Action =>
  value !== undefined && ['store', 'login', 'seed', 'faults', 'clock', 'multibancoPaid', 'reset', 'journal'].includes(value);

/** Reads the calls from the page, wires every form, and shows the visitor and the journal. */
export function startPanel(): void {
  const calls = JSON.parse(element(PANEL_CALLS_ELEMENT_ID, HTMLScriptElement).text) as PanelCalls;
  const status = element('status', HTMLParagraphElement);
  const refresh = async () => {
    renderState(await call<AdminState>(calls.state));
    renderJournal(await call<AdminJournal>(calls.journal));
  };
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-action]')) {
    const action = form.dataset['action'];
    if (!isAction(action)) throw new Error(`the dev panel has no handler for ${String(action)}`);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const request = requestOf(calls, action, new FormData(form));
      void (async () => {
        try {
          if (request !== null) await call(...request);
          await refresh();
          status.textContent = `Done: ${form.closest('section')?.querySelector('h2')?.textContent ?? action}.`;
        } catch (error) {
          status.textContent = `Refused: ${error instanceof Error ? error.message : String(error)}`;
        }
      })();
    });
  }
  refresh().catch((error: unknown) => {
    status.textContent = `Could not read the visitor: ${error instanceof Error ? error.message : String(error)}`;
  });
}
