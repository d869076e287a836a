import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER, PORTUGUESE_CUSTOMER, TEST_CARDS, typedCardNumber } from '#contracts/fake-backend/demo-data.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { isPortugueseStore, isSpanishRegistryStore, storeLanguage } from '#contracts/constants/stores.ts';
import { newBuyerEmail } from '../../e2e/pages/checkout.ts';
import { CertificateWizard, ReportWizard } from '../../e2e/pages/portugal-wizards.ts';
import { ProductFlow } from '../../e2e/pages/product-flow.ts';
import { NotaSimpleWizard, PropertySearchWizard } from '../../e2e/pages/spain-wizards.ts';
import { Storefront } from '../../e2e/pages/storefront.ts';
import { Admin } from '../../e2e/support/admin.ts';
import { LEGAL_PAGES } from '../../client/src/ui/legal-pages.ts';

/**
 * The screens `npm run screenshots` takes (issue 12, "Looking at it"): every flow a buyer walks, for one store
 * of each family, as a list of steps. Each step first reaches its screen (as a buyer would, through the e2e
 * page objects), then is photographed; a step that cannot be reached is recorded with its error and the rest
 * of its flow is recorded as not reached.
 */

export const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** One screen of one flow at one viewport: its picture, or why there is none. */
export interface Shot {
  store: number;
  flow: string;
  step: string;
  /** The step's place in its flow, to list the steps in the order a buyer meets them. */
  order: number;
  viewport: ViewportName;
  /** The picture's file name inside the output folder. */
  file?: string;
  error?: string;
  /** Set when the document is wider than the viewport, i.e. it scrolls sideways. */
  sideways?: { scrollWidth: number; clientWidth: number };
}

export interface Flow {
  store: number;
  name: string;
  run: (shooter: Shooter) => Promise<void>;
}

/** The words a step waits for, in the store's language (es, pt, en). */
const WORDS = {
  edit: /^(Editar|Edit) /,
  cancel: /^(Cancelar|Cancel)$/,
  buy: /^(Comprar|Buy)$/,
  next: /^(Siguiente|Seguinte|Next)$/,
  card: /^(Tarjeta de crédito o débito|Cartão de crédito ou débito|Credit or debit card)$/,
  methods: /Métodos de pago|Métodos de pagamento|Payment methods/,
  cardForm: /Pago con tarjeta|Pagamento com cartão|Card payment/,
  cardNumber: /Número de tarjeta|Número do cartão|Card number/,
  month: /^(Mes|Mês|Month)/,
  year: /^(Año|Ano|Year)/,
  pay: /^(Pagar|Pay)\b/,
  addBilling: /^(Añadir datos de facturación|Adicionar dados de faturação|Add billing details)$/,
  payAgain: /^(Pagar con otro método|Pagar com outro método|Pay with another method)$/,
  password: /Contraseña|Palavra-passe|Password/,
  thanks: /Gracias por tu pedido|Obrigado pela sua encomenda|Thank you/,
  forgot: /He olvidado mi contraseña|Esqueci-me da palavra-passe|I forgot my password/,
  guide: /^(¿Qué documentos necesito\?|De que documentos preciso\?|Which documents do I need\?)$/,
  continue: /^(Continuar|Continue)$/,
} as const;

/** Takes the pictures of one flow at one viewport, in one browser context (one visitor). */
export class Shooter {
  private order = 0;
  private failedStep: string | undefined;

  constructor(
    readonly page: Page,
    readonly store: number,
    readonly flow: string,
    readonly viewport: ViewportName,
    private readonly outDir: string,
    private readonly shots: Shot[],
  ) {}

  get storefront(): Storefront {
    return new Storefront(this.page);
  }

  get admin(): Admin {
    return new Admin(this.page.request);
  }

  /**
   * Reaches a screen with `reach` (nothing when the screen is already there) and photographs it, the whole page
   * unless `viewportOnly` (a popup closes when the full-page capture resizes the window).
   */
  async shot(step: string, reach: () => Promise<void> = async () => {}, { viewportOnly = false } = {}): Promise<void> {
    this.order += 1;
    const shot: Shot = { store: this.store, flow: this.flow, step, order: this.order, viewport: this.viewport };
    this.shots.push(shot);
    if (this.failedStep !== undefined) {
      shot.error = `not reached: step ${this.failedStep} failed`;
      return;
    }
    try {
      await reach();
      await settle(this.page);
      const width = await this.page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (width.scrollWidth > width.clientWidth) shot.sideways = width;
      const file = `${this.store}-${this.flow}-${step}-${this.viewport}.png`;
      await this.page.screenshot({ path: join(this.outDir, file), fullPage: !viewportOnly, animations: 'disabled' });
      shot.file = file;
    } catch (error) {
      // Playwright colours its call log; the index and the console want plain text.
      const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
      shot.error = message.split('\n').slice(0, 6).join('\n');
      this.failedStep = step;
    }
  }
}

/** Lets the screen finish: no request in flight (briefly), no loading message left, fonts in, popups placed. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.getByText(/^(Cargando|A carregar|Loading)\b.*…$/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // react-aria keeps a popover transparent until it has placed it (a few frames, longer on a busy machine).
  await page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('[data-trigger]')].every((popover) => popover.style.opacity !== '0'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

const chooser =
  (store: number): Flow['run'] =>
  async (s) => {
    await s.shot('chooser', () => s.storefront.open('/servicios', store));
  };

/**
 * "Which documents do I need?" (issue 42): from the chooser's link, each question with its first answer chosen, to the
 * documents page.
 */
const documentGuide =
  (store: number): Flow['run'] =>
  async (s) => {
    const main = s.page.getByRole('main');
    await s.shot('question', async () => {
      await s.storefront.open('/servicios', store);
      await main.getByRole('link', { name: WORDS.guide }).click();
      await expect(main.getByRole('radio').first()).toBeVisible();
    });
    for (const step of ['answered', 'documents']) {
      await s.shot(step, async () => {
        const heading = await main.getByRole('heading', { level: 1 }).textContent();
        await main.getByRole('radio').first().check();
        await main.getByRole('button', { name: WORDS.continue }).click();
        await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
      });
      if ((await main.getByRole('radio').count()) === 0) break;
    }
  };

/** Nota Simple on a Spanish store: steps 1 to 8, the error summary, the suggestions, the added page and the cart. */
const notaSimple =
  (store: number): Flow['run'] =>
  async (s) => {
    const wizard = new NotaSimpleWizard(s.page);
    await s.shot('step1', () => wizard.start(store));
    await s.shot('step2', async () => {
      await wizard.choose('¿Sabes a nombre de quién está el inmueble?', 'Sí');
      await wizard.continue();
    });
    await s.shot('step3', async () => {
      await wizard.fill(/Nombre y apellidos del titular/, 'Ana Ruiz Gómez');
      await wizard.continue();
    });
    await s.shot('step4', async () => {
      await wizard.fill('Dirección del inmueble', 'Calle Feria 12, 2º A');
      await wizard.continue();
    });
    await s.shot('step4-errors', () => wizard.continueExpectingErrors());
    await s.shot('step4-no-results', async () => {
      await wizard.municipality().fill('Madrd');
      await expect(wizard.main.getByText('No encontramos ningún municipio con «Madrd».', { exact: false })).toBeVisible();
    });
    await s.shot('step4-not-in-list', () => wizard.continueExpectingErrors());
    await s.shot(
      'step4-suggestions',
      async () => {
        await wizard.municipality().focus();
        await s.page.keyboard.press('ControlOrMeta+A');
        await s.page.keyboard.type('Sevil');
        await expect(s.page.getByRole('listbox').getByRole('option', { name: 'Sevilla (Sevilla)', exact: true })).toBeVisible();
      },
      { viewportOnly: true },
    );
    await s.shot('step4-answered', () => wizard.pickByKeyboard(wizard.municipality(), 'Sevil', 'Sevilla (Sevilla)'));
    await s.shot('step5', () => wizard.continue());
    await s.shot('step6', async () => {
      await wizard.choose('¿Quieres el servicio urgente?', /No, servicio normal/);
      await wizard.continue();
    });
    await s.shot('step7', async () => {
      await wizard.fill(/Datos registrales/, 'Finca 4521, tomo 1200');
      await wizard.continue();
    });
    await s.shot('step8', () => wizard.continue());
    await s.shot('added', () => wizard.continue());
    await s.shot('cart-menu', async () => {
      await wizard.storefront.openCart();
    });
  };

/** The properties query (q-propiedades) for a company: steps 1 to 7, the added page and the cart. */
const propertySearch =
  (store: number): Flow['run'] =>
  async (s) => {
    const wizard = new PropertySearchWizard(s.page);
    await s.shot('step1', () => wizard.start(store));
    await s.shot('step2', () => wizard.continue());
    await s.shot('step3', async () => {
      await wizard.choose('Titular de las propiedades', 'Una empresa');
      await wizard.continue();
    });
    await s.shot('step3-answered', () => wizard.pickByKeyboard(wizard.company(), 'Almendral', 'Construcciones Almendral S.L. (B10042711)'));
    await s.shot('step4', () => wizard.continue());
    await s.shot('step5', () => wizard.continue());
    await s.shot('step6', async () => {
      await wizard.choose('Número de propiedades', 'Hasta 10 propiedades');
      await wizard.continue();
    });
    await s.shot('step7', () => wizard.continue());
    await s.shot('added', () => wizard.continue());
    await s.shot('cart-menu', async () => {
      await wizard.storefront.openCart();
    });
  };

/** The deed copy (a generic product with a price that follows the answers): steps 1 to 8, added, cart. */
const deedCopy =
  (store: number): Flow['run'] =>
  async (s) => {
    const flow = new ProductFlow(s.page);
    await s.shot('step1', () => flow.start(PRODUCT_IDS.deedCopy, store));
    await s.shot('step2', async () => {
      await flow.choose(/es de una propiedad/, /Sí, es de una propiedad/);
      await flow.continue();
      await flow.expectStep(2, 8);
    });
    await s.shot('step3', async () => {
      await flow.choose(/Tienes los datos de la escritura/, 'Sí');
      await flow.continue();
      await flow.expectStep(3, 8);
    });
    await s.shot('step4', async () => {
      await flow.fill('Nombre del notario', 'María López Ruiz');
      await pickSuggestion(flow, 'Municipio de la notaría', 'Sevil', 'Sevilla (Sevilla)');
      await flow.continue();
      await flow.expectStep(4, 8);
    });
    await s.shot('step5', async () => {
      await flow.fill('Fecha de la escritura', '12-ene-2004');
      await flow.fill('Número de protocolo', '1234');
      await flow.continue();
      await flow.expectStep(5, 8);
    });
    await s.shot('step6', async () => {
      await flow.choose(/anterior al año 2006/, /Sí, es anterior a 2006/);
      await flow.continue();
      await flow.expectStep(6, 8);
    });
    await s.shot('step7', async () => {
      await flow.choose('Tipo de copia', /Copia auténtica en papel/);
      await flow.continue();
      await flow.expectStep(7, 8);
    });
    await s.shot('step8', async () => {
      await flow.pick(/Tu relación con la escritura/, 'Soy otorgante o titular');
      await flow.fill('Dirección de envío de la copia en papel', 'Calle Mayor 1, 41001 Sevilla');
      await flow.continue();
      await flow.expectStep(8, 8);
    });
    await s.shot('added', () => flow.addToCart());
    await s.shot('cart-menu', async () => {
      await flow.storefront.openCart();
    });
  };

/** A screen of a flow and how a buyer gets there from the screen before. */
type Step = readonly [name: string, reach: () => Promise<void>];

/**
 * Picks a generic product's suggestion by keyboard, as the Nota Simple flow picks its municipality: on a touch
 * screen Playwright's tap scrolls the page first, which closes the suggestions before the tap lands.
 */
async function pickSuggestion(flow: ProductFlow, label: string, typed: string, suggestion: string): Promise<void> {
  await flow.pickByKeyboard(flow.main.getByRole('combobox', { name: label }), typed, suggestion);
}

/** Walks the steps without pictures: how a checkout fills its cart as a buyer does. */
async function walk(steps: readonly Step[]): Promise<void> {
  for (const [, reach] of steps) await reach();
}

/** The birth certificate (generic product 18444), in Spanish or English: steps 1 to 7 and the added page. */
function birthCertificateSteps(page: Page, store: number, person = 'Lucía Martín Gómez'): Step[] {
  const en = storeLanguage(store) === 'en';
  const flow = new ProductFlow(page, en ? 'Step' : 'Paso');
  const next = async (step: number) => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Continuar|Continue)$/ })
      .click();
    await flow.expectStep(step, 7);
  };
  return [
    ['step1', () => flow.start(PRODUCT_IDS.birthCertificate, store)],
    [
      'step2',
      async () => {
        await flow.fill(en ? 'Full name of the registered person' : 'Nombre y apellidos de la persona inscrita', person);
        await next(2);
      },
    ],
    [
      'step3',
      async () => {
        await flow.fill(en ? 'Date of birth' : 'Fecha de nacimiento', '07/03/1990');
        await next(3);
      },
    ],
    [
      'step4',
      async () => {
        await pickSuggestion(flow, en ? 'Place of birth' : 'Lugar de nacimiento', 'Madri', 'Madrid (Madrid)');
        await next(4);
      },
    ],
    [
      'step5',
      async () => {
        await flow.fill(en ? "Mother's name" : 'Nombre de la madre', 'Carmen Gómez Ruiz');
        await next(5);
      },
    ],
    [
      'step6',
      async () => {
        await flow.pick(en ? /Type of certificate/ : /Tipo de certificado/, en ? /^Multilingual/ : /^Plurilingüe/);
        await next(6);
      },
    ],
    [
      'step7',
      async () => {
        await flow.pick(
          en ? /Purpose of the certificate/ : /Finalidad del certificado/,
          en ? 'Nationality or passport' : 'Nacionalidad o pasaporte',
        );
        await next(7);
      },
    ],
    [
      'added',
      async () => {
        await page
          .getByRole('main')
          .getByRole('button', { name: /^(Añadir a la cesta|Add to cart)$/ })
          .click();
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1, name: /Añadido a la cesta|Added to (your|the) cart/ }),
        ).toBeVisible();
      },
    ],
  ];
}

const birthCertificate =
  (store: number): Flow['run'] =>
  async (s) => {
    for (const [name, reach] of birthCertificateSteps(s.page, store)) await s.shot(name, reach);
    await s.shot('cart-menu', async () => {
      await s.storefront.openCart();
    });
  };

/** The Certidão Permanente by matricial data, fraction B: steps 1 to 8, added, cart, edit dialog. */
const certificate =
  (store: number): Flow['run'] =>
  async (s) => {
    const wizard = new CertificateWizard(s.page);
    await s.shot('step1', () => wizard.start(store));
    await s.shot('step2', () => wizard.continueByKeyboard());
    await s.shot('step2-answered', () => wizard.pickByKeyboard(wizard.parish(), 'Paranh', 'Paranhos (Porto, Porto)'));
    await s.shot('step3', () => wizard.continueByKeyboard());
    await s.shot('step4', async () => {
      await wizard.choose('Forma de identificação', /dados matriciais/);
      await wizard.continueByKeyboard();
    });
    await s.shot('step5', async () => {
      await wizard.choose('Tipo de prédio', 'Urbano');
      await wizard.continueByKeyboard();
    });
    await s.shot('step6', async () => {
      await wizard.fill(/Número do artigo/, '1234');
      await wizard.continueByKeyboard();
    });
    await s.shot('step7', async () => {
      await wizard.choose('Propriedade horizontal', 'Sim');
      await wizard.continueByKeyboard();
    });
    await s.shot('step8', async () => {
      await wizard.fill(/Fração/, 'b');
      await wizard.continueByKeyboard();
    });
    await s.shot('added', () => wizard.continueByKeyboard());
    await s.shot('cart-menu', async () => {
      await wizard.storefront.openCart();
    });
    await s.shot('edit-dialog', async () => {
      await s.page.getByRole('dialog').getByRole('button', { name: WORDS.edit }).first().click();
      await expect(s.page.getByRole('dialog', { name: 'Editar a Certidão Permanente' })).toBeVisible();
    });
  };

/** The Informação Predial Simplificada without a description number: Passo 1, 2, 4, 5 and 6 of 6, and the added page. */
function reportSteps(page: Page, store: number, parish = 'Bonfim (Porto, Porto)'): Step[] {
  const wizard = new ReportWizard(page);
  return [
    ['step1', () => wizard.start(store)],
    [
      'step2',
      async () => {
        await wizard.pickByKeyboard(wizard.parish(), parish.replace(/ \(.*/, ''), parish);
        await wizard.continueByKeyboard();
      },
    ],
    [
      'step4',
      async () => {
        await wizard.choose('Número da descrição', /Não/);
        await wizard.continueByKeyboard();
      },
    ],
    [
      'step5',
      async () => {
        await wizard.choose('Propriedade horizontal', 'Sim');
        await wizard.fill(/Fração/, 'ac');
        await wizard.continueByKeyboard();
      },
    ],
    [
      'step6',
      async () => {
        await wizard.choose('Prazo', /Normal/);
        await wizard.continueByKeyboard();
      },
    ],
    ['added', () => wizard.continueByKeyboard()],
  ];
}

const report =
  (store: number): Flow['run'] =>
  async (s) => {
    for (const [name, reach] of reportSteps(s.page, store)) await s.shot(name, reach);
    await s.shot('cart-menu', async () => {
      await s.storefront.openCart();
    });
  };

/**
 * Two items in the cart as that store's buyer gets them: the seeded Nota Simple and deed copy on a Spanish
 * registry store; two simplified reports on a Portuguese store; two birth certificates elsewhere.
 */
async function fillCart(s: Shooter, store: number): Promise<void> {
  if (isSpanishRegistryStore(store)) {
    await s.admin.seed(SCENARIOS.cartWithTwoItems, store);
    await s.storefront.allowCart();
  } else if (isPortugueseStore(store)) {
    await walk(reportSteps(s.page, store, 'Bonfim (Porto, Porto)'));
    await walk(reportSteps(s.page, store, 'Paranhos (Porto, Porto)'));
  } else {
    await walk(birthCertificateSteps(s.page, store, 'Lucía Martín Gómez'));
    await walk(birthCertificateSteps(s.page, store, 'Pablo Martín Gómez'));
  }
}

/** A new buyer registers on customer/register and stands on the payment methods. */
async function register(s: Shooter): Promise<void> {
  await s.page.getByLabel('Email').fill(newBuyerEmail());
  await s.page.getByRole('button', { name: WORDS.next }).click();
  await expect(s.page).toHaveURL(/\/customer\/payment(\?.*)?$/);
  await expect(s.page.getByRole('list', { name: WORDS.methods })).toBeVisible();
}

async function chooseCard(s: Shooter): Promise<void> {
  await s.page.getByRole('list', { name: WORDS.methods }).getByRole('button', { name: WORDS.card }).click();
  await expect(s.page).toHaveURL(/\/customer\/payment\/cc(\?.*)?$/);
  await expect(s.page.getByRole('form', { name: WORDS.cardForm })).toBeVisible();
}

async function fillCard(s: Shooter, number: string): Promise<void> {
  const form = s.page.getByRole('form', { name: WORDS.cardForm });
  await form.getByLabel(WORDS.cardNumber).fill(typedCardNumber(number));
  await form.getByRole('combobox', { name: WORDS.month }).selectOption('12');
  await form.getByRole('combobox', { name: WORDS.year }).selectOption(String(new Date().getFullYear() + 2));
}

/** From a seeded cart: the cart menu, an edit dialog, register, payment choice, card form, success page. */
const checkout =
  (store: number): Flow['run'] =>
  async (s) => {
    await s.shot('cart-menu', async () => {
      await fillCart(s, store);
      await s.storefront.open('/servicios', store);
      await s.storefront.openCart();
    });
    await s.shot('edit-dialog', async () => {
      await s.page.getByRole('dialog').getByRole('button', { name: WORDS.edit }).first().click();
      await expect(s.page.getByRole('dialog', { name: /^(Editar|Edit)/ })).toBeVisible();
    });
    await s.shot('register', async () => {
      await s.page.keyboard.press('Escape');
      await s.storefront.open('/servicios', store);
      const cart = await s.storefront.openCart();
      await cart.getByRole('button', { name: WORDS.buy }).click();
      await expect(s.page).toHaveURL(/\/customer\/register(\?.*)?$/);
      // The router keeps the old screen up while a lazy screen loads: wait for the new one's own content.
      await expect(s.page.getByRole('main').getByRole('button', { name: WORDS.next })).toBeVisible();
    });
    await s.shot('payment', () => register(s));
    await s.shot('card', () => chooseCard(s));
    await s.shot('card-filled', () => fillCard(s, TEST_CARDS.frictionless));
    await s.shot('success', async () => {
      await s.page.getByRole('button', { name: WORDS.pay }).click();
      await expect(s.page).toHaveURL(/\/customer\/checkout\/success\/\d+(\?.*)?$/, { timeout: 20_000 });
      await expect(s.page.getByRole('heading', { level: 1, name: WORDS.thanks })).toBeVisible();
      // the whole page: the billing action once the customer's record is known, and the paid items out of the cart
      await expect(s.page.getByRole('button', { name: WORDS.addBilling })).toBeVisible();
      await expect(s.storefront.cartButton()).toHaveCount(0);
    });
  };

/** A declined card: where the buyer lands, and the retry page with the other methods. */
const declined =
  (store: number): Flow['run'] =>
  async (s) => {
    await s.shot('notice', async () => {
      await fillCart(s, store);
      await s.storefront.open('/customer/register', store);
      await register(s);
      await chooseCard(s);
      await fillCard(s, TEST_CARDS.declined);
      await s.page.getByRole('button', { name: WORDS.pay }).click();
      await expect(s.page).toHaveURL(/\/servicios\/reset(\?.*)?$/, { timeout: 20_000 });
      // The notice's screen loads its code on arrival: with two flows in parallel on two cores, 5 s was once too short.
      await expect(s.page.getByRole('alert').getByRole('button', { name: 'Ok' })).toBeVisible({ timeout: 15_000 });
    });
    await s.shot('retry', async () => {
      await s.page.getByRole('alert').getByRole('link', { name: WORDS.payAgain }).click();
      await expect(s.page).toHaveURL(/\/customer\/payment\/retry(\?.*)?$/);
      await expect(s.page.getByRole('list', { name: WORDS.methods })).toBeVisible();
    });
  };

/** Log in, the password reminder, then a customer with orders: the orders list and one order. */
const account =
  (store: number): Flow['run'] =>
  async (s) => {
    const portuguese = isPortugueseStore(store);
    const known = portuguese ? PORTUGUESE_CUSTOMER : DEMO_CUSTOMER;
    await s.shot('login', () => s.storefront.open('/customer/authenticate', store));
    await s.shot('forgot-password', async () => {
      await s.page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(known.email);
      await s.page.getByRole('main').getByRole('button', { name: WORDS.forgot }).click();
      await expect(s.page.getByRole('main').getByRole('status')).toBeVisible();
    });
    await s.shot('orders', async () => {
      const scenario = portuguese ? SCENARIOS.portugueseCustomerWithOrders : SCENARIOS.customerWithOrdersInEveryStatus;
      await s.admin.seed(scenario, store, newBuyerEmail());
      await s.storefront.open('/customer/orders', store);
      await expect(s.page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
    await s.shot('order', async () => {
      await s.page.getByRole('main').locator('a[href^="/customer/orders/"]').first().click();
      await expect(s.page).toHaveURL(/\/customer\/orders\/\d+/);
      await expect(s.page.getByRole('main').getByRole('heading', { level: 1, name: /\d{6,}/ })).toBeVisible();
    });
  };

/** The footer under the chooser, then the longest legal pages: the terms, and the cookie policy with its table. */
const legal =
  (store: number): Flow['run'] =>
  async (s) => {
    await s.shot('footer', () => s.storefront.open('/servicios', store));
    await s.shot('terms', () => s.storefront.open(LEGAL_PAGES.terms.path, store));
    await s.shot('cookies', () => s.storefront.open(LEGAL_PAGES.cookies.path, store));
  };

/** Every flow, grouped by store in the order the index shows them: es (14), pt (16), en (18), 22 and 28. */
export const FLOWS: Flow[] = [
  { store: 14, name: 'servicios', run: chooser(14) },
  { store: 14, name: 'legal', run: legal(14) },
  { store: 14, name: 'guia', run: documentGuide(14) },
  { store: 14, name: 'nota-simple', run: notaSimple(14) },
  { store: 14, name: 'q-propiedades', run: propertySearch(14) },
  { store: 14, name: 'copia-escritura', run: deedCopy(14) },
  { store: 14, name: 'checkout', run: checkout(14) },
  { store: 14, name: 'declined', run: declined(14) },
  { store: 14, name: 'account', run: account(14) },
  { store: 16, name: 'servicios', run: chooser(16) },
  { store: 16, name: 'legal', run: legal(16) },
  { store: 16, name: 'guia', run: documentGuide(16) },
  { store: 16, name: 'certidao-permanente', run: certificate(16) },
  { store: 16, name: 'i-predial', run: report(16) },
  { store: 16, name: 'checkout', run: checkout(16) },
  { store: 16, name: 'declined', run: declined(16) },
  { store: 16, name: 'account', run: account(16) },
  { store: 18, name: 'servicios', run: chooser(18) },
  { store: 18, name: 'legal', run: legal(18) },
  { store: 18, name: 'guia', run: documentGuide(18) },
  { store: 18, name: 'birth-certificate', run: birthCertificate(18) },
  { store: 18, name: 'checkout', run: checkout(18) },
  { store: 18, name: 'account', run: account(18) },
  { store: 22, name: 'servicios', run: chooser(22) },
  { store: 22, name: 'legal', run: legal(22) },
  { store: 22, name: 'birth-certificate', run: birthCertificate(22) },
  { store: 22, name: 'checkout', run: checkout(22) },
  { store: 28, name: 'servicios', run: chooser(28) },
  { store: 28, name: 'certidao-permanente', run: certificate(28) },
  { store: 28, name: 'i-predial', run: report(28) },
  { store: 28, name: 'checkout', run: checkout(28) },
];
