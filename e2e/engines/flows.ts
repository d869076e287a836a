import { atRoute } from '../support/route-url.ts';
import { SCENARIOS, type ScenarioName, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { EVERY_STATUS_ORDERS } from '../support/scenario-orders.ts';
import { type EnginePage, STEP_TIMEOUT_MS } from './engine-page.ts';
import type { ByRole } from './in-page.ts';
import { until } from './waiting.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * The two journeys every engine runs, as a buyer takes them: the steps and words of the Chromium e2e page objects
 * (e2e/pages/portugal-wizards.ts, checkout.ts, account.ts), said with the few actions an EnginePage has.
 */

const main: ByRole = { role: 'main' };
const inMain = (query: ByRole): ByRole => ({ ...query, within: main });

/** About four keys a second, as a person types. */
const TYPING_DELAY_MS = 250;

/**
 * Resolves once the element has kept its place and size for 10 frames in a row (about a sixth of a second), the time a
 * buyer's eye needs to find the line they want: any resize that showing it caused has been observed by then. After 5 s
 * it resolves with where the element is then, by a timer: a browser that stops drawing frames (a window it counts as
 * hidden) would otherwise leave the script waiting until the driver gives up on it.
 */
function stopsMoving(selector: string): Promise<string> {
  return new Promise((resolve) => {
    let last = '';
    let still = 0;
    const place = () => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? `${box.x},${box.y},${box.width},${box.height}` : 'gone';
    };
    const timer = setTimeout(() => resolve(place()), 5000);
    const look = () => {
      const now = place();
      still = now === last ? still + 1 : 0;
      last = now;
      if (still < 10) return requestAnimationFrame(look);
      clearTimeout(timer);
      resolve(now);
    };
    requestAnimationFrame(look);
  });
}

/** A fresh address for a buyer no run has registered yet. */
const newEmail = (who: string) => `${who}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** The consent banner of a first visit: the buyer accepts every cookie, as most do. */
async function acceptCookies(page: EnginePage): Promise<void> {
  await page.click({ role: 'button', name: /^(Aceptar todas|Aceitar todos|Accept all)$/ });
  await page.waitForGone({ role: 'button', name: /^(Aceptar todas|Aceitar todos|Accept all)$/ });
}

/** The wizard's h1 says 'Passo N de M' (or 'Paso'), with the step's question. */
async function expectStep(page: EnginePage, step: string, question: string): Promise<void> {
  await page.waitFor(inMain({ role: 'heading', level: 1, name: new RegExp(`${step}.*${escape(question)}`) }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Continue, and wait for the next screen's heading, so no action lands on the step being left. */
async function continueTo(page: EnginePage, step: string, question: string): Promise<void> {
  await page.click(inMain({ role: 'button', name: /^(Continuar|Sim, quero a certidão|Adicionar ao carrinho|Añadir a la cesta)$/ }));
  await expectStep(page, step, question);
}

/** Picks a radio answer by clicking its label. */
async function choose(page: EnginePage, question: string, answer: string | RegExp): Promise<void> {
  await page.click(inMain({ role: 'radio', name: answer, within: { role: 'radiogroup', name: question }, via: 'label' }));
}

/** The admin API of the fake server, called from the page so it acts on this visitor's session (e2e/support/admin.ts). */
async function seed(page: EnginePage, scenario: ScenarioName, storeId: number, customer: string): Promise<void> {
  const status = await page.evaluate(
    async (path, body) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    adminEndpoints.seed.path,
    JSON.stringify({ scenario, store_id: storeId, customer }),
  );
  if (status !== 200) throw new Error(`admin seed ${scenario} answered ${status}`);
}

/**
 * A new buyer on Portuguese store 16 orders a Certidão Permanente: the wizard with its parish search (the search
 * whose suggestions wrap over lines at a phone's width), the cart and its edit dialog, registration by e-mail,
 * the card with a 3DS challenge, and the success page.
 */
export async function buyCertificateByCard(page: EnginePage): Promise<void> {
  await page.goto(`${ROUTES.certificate.step('step1')}?store=16`);
  await acceptCookies(page);
  await expectStep(page, 'Passo 1 de 8', 'Quer pedir a Certidão Permanente?');
  await continueTo(page, 'Passo 2 de 8', 'Onde fica o imóvel?');

  // At a person's pace, each letter a new search: the list grows while it is open (WebKit's ResizeObserver loop, issue 27).
  await page.type(inMain({ role: 'combobox', name: /^Freguesia/ }), 'Paranh', TYPING_DELAY_MS);
  await page.waitFor({ role: 'option', name: 'Paranhos (Porto, Porto)' });
  await page.evaluate(stopsMoving, '[role=listbox]');
  await page.click({ role: 'option', name: 'Paranhos (Porto, Porto)' });
  await page.waitForGone({ role: 'listbox' });
  await continueTo(page, 'Passo 3 de 8', 'Como quer identificar o imóvel?');
  await choose(page, 'Forma de identificação', /dados matriciais/);
  await continueTo(page, 'Passo 4 de 8', 'O prédio é urbano ou rústico?');
  await choose(page, 'Tipo de prédio', 'Urbano');
  await continueTo(page, 'Passo 5 de 8', 'Qual é o artigo matricial?');
  await page.type(inMain({ role: 'textbox', name: /Número do artigo/ }), '1234');
  await continueTo(page, 'Passo 6 de 8', 'É uma fração de um prédio em propriedade horizontal?');
  await choose(page, 'Propriedade horizontal', 'Não');
  await continueTo(page, 'Passo 8 de 8', 'Confirme o seu pedido');
  await page.click(inMain({ role: 'button', name: 'Adicionar ao carrinho' }));
  await page.waitFor(inMain({ role: 'heading', level: 1, name: 'A Certidão Permanente está no carrinho' }));

  // The cart's edit dialog, a chunk of its own loaded when asked, opened and closed unchanged.
  const cartButton: ByRole = { role: 'button', name: /^Carrinho, 1/, within: { role: 'banner' } };
  const cart: ByRole = { role: 'dialog', name: /O seu carrinho/ };
  await page.click(cartButton);
  await page.click({ role: 'button', name: /^Editar/, within: cart });
  const edit: ByRole = { role: 'dialog', name: 'Editar a Certidão Permanente' };
  await page.waitFor({ role: 'textbox', name: /Número do artigo/, within: edit });
  await page.click({ role: 'button', name: 'Cancelar', within: edit });
  await page.waitForGone(edit);

  await page.click(cartButton);
  await page.click({ role: 'button', name: 'Comprar', within: cart });
  await page.waitForUrl(atRoute(ROUTES.register, '?store=16'));
  await page.waitFor(inMain({ role: 'heading', level: 1, name: 'Identificação do cliente' }));
  await page.type(inMain({ role: 'textbox', name: 'Email' }), newEmail('comprador-engines'));
  await page.click(inMain({ role: 'button', name: 'Seguinte' }));

  await page.click(inMain({ role: 'button', name: 'Cartão de crédito ou débito', within: { role: 'list', name: 'Métodos de pagamento' } }));
  await page.waitForUrl(atRoute(ROUTES.payment.card, '?store=16'));
  const form: ByRole = { role: 'form', name: 'Pagamento com cartão' };
  await page.type({ role: 'textbox', name: /^Número do cartão/, within: form }, TEST_CARDS.challenge);
  await page.waitForText('O número do cartão é válido');
  await page.select({ role: 'combobox', name: 'Mês', within: form }, '12');
  await page.select({ role: 'combobox', name: 'Ano', within: form }, String(new Date().getFullYear() + 2));
  await page.click({ role: 'button', name: /^Pagar/, within: form });

  await page.waitFor({ role: 'heading', name: '3D Secure verification (simulated)' });
  await page.click({ role: 'button', name: 'Complete authentication' });
  // Back from the 3-D Secure page, a backend page that does not carry ?store= on (the success page reads the order's store).
  await page.waitForUrl(atRoute(ROUTES.checkout.successOfPattern, 'any'));
  await page.waitFor(inMain({ role: 'heading', level: 1, name: 'Obrigado pela sua encomenda' }));
  await page.waitForText('Certidão Permanente');
}

/**
 * A customer of Spanish store 14 logs in from the header, finds their orders, opens one, its invoice (the PDF its
 * link points to) and its delivered document in the viewer.
 */
export async function visitAccount(page: EnginePage): Promise<void> {
  await page.goto(`${ROUTES.services}?store=14`);
  await acceptCookies(page);
  const email = newEmail('cliente-engines');
  // The scenario logs its customer in on this visitor: out first, so the visit starts at the login.
  await seed(page, SCENARIOS.customerWithOrdersInEveryStatus, 14, email);
  await page.goto(`${ROUTES.services}?store=14`);
  await page.click({ role: 'button', name: 'Mi cuenta', within: { role: 'banner' } });
  await page.click({ role: 'button', name: 'Cerrar sesión', within: { role: 'dialog', name: /Mi cuenta/ } });
  const logIn: ByRole = { role: 'link', name: 'Acceder', within: { role: 'banner' } };
  await page.click(logIn);
  await page.type(inMain({ role: 'textbox', name: 'Email' }), email);
  await page.type(inMain({ role: 'textbox', name: /Contraseña/ }), DEMO_CUSTOMER.password);
  await page.click(inMain({ role: 'button', name: 'Entrar' }));

  await page.waitForUrl(atRoute(ROUTES.account.orders, 'any'));
  await page.waitFor(inMain({ role: 'heading', level: 1, name: 'Mis pedidos' }));
  const orderId = EVERY_STATUS_ORDERS.expiredNotaSimple;
  await page.click(inMain({ role: 'link', name: `Pedido ${orderId}` }));
  await page.waitFor(inMain({ role: 'heading', level: 1, name: new RegExp(orderId) }));

  const invoice = inMain({ role: 'link', name: /^Factura \d+$/ });
  await page.waitFor(invoice);
  const pdf = await page.evaluate(async () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[target=_blank]')].find((a) => /^Factura \d+$/.test(a.text));
    if (!link) return 'no invoice link';
    const response = await fetch(link.href);
    const start = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
    return `${response.status} ${response.headers.get('content-type') ?? ''} ${start}`;
  });
  if (!/^200 application\/pdf.* %PDF-$/.test(pdf)) throw new Error(`the invoice link gives ${pdf}`);

  // The delivered document in the browser's own viewer, a chunk loaded only when asked.
  await page.click(inMain({ role: 'button', name: 'Ver el documento' }));
  await until(
    'the document viewer',
    () => page.evaluate(() => document.querySelector('iframe[title="Documento de Nota Simple"]') !== null),
    STEP_TIMEOUT_MS,
    async () => `the page shows no viewer`,
  );
}
