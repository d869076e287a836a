import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

/** The pointer leaves the page through its top edge, towards the tabs: what exit-intent listens for. */
async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(640, 200);
  await page.mouse.move(640, -5);
  // Two frames: whatever the mouse-out made the app render is on screen now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function widthOf(dialog: Locator): Promise<number | undefined> {
  // The dialog's modal frame (its parent) carries the spec's width.
  return (await dialog.locator('xpath=..').boundingBox())?.width;
}

test.describe('exit-intent dialog (spec 2 "Other dialogs")', () => {
  test('[dialogs] shows once on nota-simple/step1 of a Spanish store when the pointer leaves, never on its servicios', async ({
    page,
    storefront,
  }) => {
    const exitIntent = page.getByRole('dialog', { name: '¿Necesitas ayuda?' });
    await storefront.open(ROUTES.services, 14);
    await leaveThroughTop(page);
    await expect(exitIntent).toHaveCount(0);

    await storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Paso 1 de/ })).toBeVisible();
    await leaveThroughTop(page);
    await expect(exitIntent).toBeVisible();
    await expect(exitIntent).toContainText(
      'Estás a punto de abandonar tu compra. Puedes continuar comprando, haciendo click en Continuar;',
    );
    expect(await widthOf(exitIntent)).toBe(400);
    // React Aria's own words come in the store's language too: the build keeps only the stores' (issue 25)
    await expect(page.getByRole('button', { name: 'Descartar' })).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await exitIntent.getByRole('button', { name: 'Continuar' }).click();
    await expect(exitIntent).toHaveCount(0);

    await leaveThroughTop(page);
    await expect(exitIntent).toHaveCount(0);
    await page.goBack();
    await expect(storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' })).toBeVisible();
    await leaveThroughTop(page); // the dialog's code is loaded by now: its absence is the route list's decision
    await expect(exitIntent).toHaveCount(0);
  });

  test('[dialogs] shows in Portuguese on a permanent-certificate step of a Portuguese store', async ({ page, storefront }) => {
    await storefront.open(ROUTES.certificate.start, 16);
    await leaveThroughTop(page);
    const exitIntent = page.getByRole('dialog', { name: 'Precisa de ajuda?' });
    await expect(exitIntent).toContainText('Está prestes a abandonar a sua compra.');
    await expect(page.getByRole('button', { name: 'Dispensar' })).toHaveCount(1);
    await exitIntent.getByRole('button', { name: 'Continuar' }).click();
    await expect(exitIntent).toHaveCount(0);
  });
});

/** Classic XSS payloads (OWASP cheat sheet, DOMPurify's mXSS cases), each closed so none swallows the next. */
const XSS_PAYLOADS = [
  '<script>alert("script")</script>',
  '<img src="/nowhere.png" alt="img" onerror="alert(\'img onerror\')">',
  '<a href="javascript:alert(\'javascript link\')">javascript link</a>',
  '<a href=" &#106;ava&#x09;script:alert(\'encoded link\')">encoded link</a>',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data link</a>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>alert(\'srcdoc\')</script>"></iframe>',
  '<svg onload="alert(\'svg onload\')"></svg>',
  '<svg><a href="javascript:alert(\'svg link\')"><text x="0" y="10">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src="/nowhere.png" alt="mxss" onerror="alert(\'mxss\')"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=/nowhere.png alt=noscript onerror=alert(\'noscript\')>"></p></noscript>',
  '<details open ontoggle="alert(\'details\')"><summary>details</summary></details>',
  '<div style="background:url(javascript:alert(\'style\'))">styled</div>',
  '<form action="javascript:alert(\'form\')"><button>form</button></form>',
  '<input autofocus onfocus="alert(\'input\')">',
  '<object data="javascript:alert(\'object\')"></object>',
  '<embed src="javascript:alert(\'embed\')">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  '<a href="#" onclick="alert(\'onclick\')">onclick link</a>',
];

test.describe('polite modal (spec 2 "Other dialogs")', () => {
  // Parsing the payloads in an inert document (DOMPurify, the plain-text fallback) makes Chromium report their
  // inline handlers and styles as blocked; nothing runs (no alert below), and no other violation is allowed.
  test.use({ cspExpected: /^(?:Executing inline event handler|Applying inline style) violates/ });
  test('[dialogs] the exit message of a product is shown with its XSS payloads inert, and links open safely', async ({ page }) => {
    const ran: string[] = [];
    page.on('dialog', (dialog) => {
      ran.push(dialog.message());
      void dialog.dismiss();
    });
    // The backend's exit message is HTML: here it carries the payloads, on the real path to the polite modal.
    const message = `<p>Lo sentimos, <strong>sin los datos</strong> no podemos solicitarla.</p><p><a href="https://ayuda.example/escrituras">Ayuda</a></p>${XSS_PAYLOADS.join('')}`;
    type WithExit = { conditions_to_exit?: { message: string } };
    const withMessage = (product: WithExit) => {
      if (product.conditions_to_exit) product.conditions_to_exit.message = message;
      return product;
    };
    await page.route('**/desktopapp/rest/product?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { message: string };
      await route.fulfill({ response, json: { ...body, message: JSON.stringify(withMessage(JSON.parse(body.message) as WithExit)) } });
    });
    // The product's first step arrives with the product in the page's boot data (decision 035): the same message there.
    await page.route('**/product/step1/*', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(window\.OPF_BOOT = )(.*)(;<\/script>)/,
        (_whole, start: string, json: string, end: string) => {
          const boot = JSON.parse(json) as { products?: WithExit[] };
          boot.products = (boot.products ?? []).map(withMessage);
          return `${start}${JSON.stringify(boot).replace(/</g, '\\u003c')}${end}`;
        },
      );
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)));
      await route.fulfill({ response, body: html, headers });
    });

    const flow = new ProductFlow(page);
    await flow.start(PRODUCT_IDS.deedCopy, 14);
    await flow.choose(/es de una propiedad/, 'No');
    await flow.continue();
    await flow.choose(/Tienes los datos de la escritura/, 'No');
    await flow.continue();

    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice.getByText('sin los datos', { exact: true })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(notice.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('target', '_blank');
    const leftovers = await notice.evaluate((dialog) => {
      const found: string[] = [];
      for (const element of dialog.querySelectorAll('script, iframe, svg, math, object, embed, form, input, style, meta, noscript'))
        found.push(element.tagName);
      for (const element of dialog.querySelectorAll('*'))
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on') || name === 'style') found.push(`${element.tagName} ${name}`);
          if (/^(?:\w*script|data):/i.test(value.replace(/\s/g, ''))) found.push(`${element.tagName} ${name}=${value}`);
        }
      return found;
    });
    expect(leftovers).toEqual([]);
    await expectNoSeriousViolations(page);
    for (const name of ['javascript link', 'encoded link']) await notice.getByText(name).click();
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toHaveCount(0);
    await expect(flow.main.getByRole('alert')).toContainText('Lo sentimos, sin los datos no podemos solicitarla.');
    expect(ran).toEqual([]);
  });
});
