import { type Locator, type Page, expect } from '@playwright/test';
import { LOCAL_KEY } from '../../client/src/lib/storage.ts';

/** The whole storefront as a buyer sees it: header, cart menu and services chooser. */
export class Storefront {
  constructor(readonly page: Page) {}

  /** Opens a page on a store, as `?store=ID` does for any URL of the site. */
  async open(path: string, storeId: number): Promise<void> {
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}store=${storeId}`);
    await expect(this.page.getByRole('main')).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: /Cargando|A carregar|Loading/ })).toHaveCount(0);
    await this.expectAppReady();
  }

  /**
   * Waits until the app has taken the page over (decision 035): a landing page arrives rendered by the server and
   * works as the app once React has hydrated it (before that a link is a plain page load and a form is inert). React
   * keeps its own properties on the DOM nodes it owns: the screen's heading (or the main area) carries them then.
   */
  async expectAppReady(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const owned = document.querySelector('main h1') ?? document.querySelector('main');
          return owned !== null && Object.keys(owned).some((key) => key.startsWith('__reactFiber'));
        }),
      )
      .toBe(true);
  }

  /** The address keeps each of these query parameters (spec 2: ?store= and campaign tags survive every link, issue 41). */
  async expectQueryKept(parameters: Readonly<Record<string, string>>): Promise<void> {
    await expect
      .poll(() => Object.fromEntries(Object.keys(parameters).map((name) => [name, new URL(this.page.url()).searchParams.get(name)])))
      .toEqual(parameters);
  }

  /** Lets the header show the cart, as adding an item does (local storage show_carrito). */
  async allowCart(): Promise<void> {
    await this.page.addInitScript((key) => window.localStorage.setItem(key, 'true'), LOCAL_KEY.show_carrito);
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  cartButton(): Locator {
    return this.header.getByRole('button', { name: /^(Cesta|Carrinho|Cart), \d+/ });
  }

  async openCart(): Promise<Locator> {
    await this.cartButton().click();
    const panel = this.page.getByRole('dialog', { name: /Tu cesta|O seu carrinho|Your cart/ });
    await expect(panel).toBeVisible();
    return panel;
  }

  async expectCartCount(count: number): Promise<void> {
    await expect(this.cartButton()).toHaveAccessibleName(new RegExp(`, ${count} `));
  }

  serviceLink(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name });
  }

  /** The chooser's card of a service: its description, price and link. */
  serviceCard(name: string | RegExp): Locator {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name }) });
  }
}
