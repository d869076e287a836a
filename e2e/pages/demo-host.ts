import { type ConsoleMessage, type Locator, type Page, expect } from '@playwright/test';

/** The fake server's demo host page (/demo-host): a gestoría's page with the store embedded and an event log. */
export class DemoHost {
  /** Every Content-Security-Policy complaint Chromium printed on the console while this page was open. */
  readonly cspViolations: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy/i.test(message.text())) this.cspViolations.push(message.text());
    });
  }

  /** Opens the host page on a store, at an app path under it (`/` for the app's start). */
  async open(storeId: number, appPath = '/'): Promise<void> {
    await this.page.goto(`/demo-host${appPath === '/' ? '' : appPath}?store=${storeId}`);
    await expect(this.page.getByText('Gestoría Ejemplo').first()).toBeVisible();
    await expect(this.page.getByRole('main')).toBeVisible();
  }

  get log(): Locator {
    return this.page.getByRole('list', { name: 'Registro de eventos' });
  }

  /** Waits until the host has logged an event of the app (or of its own) matching the text. */
  async expectLogged(entry: string | RegExp): Promise<void> {
    await expect(this.log.getByRole('listitem').filter({ hasText: entry }).first()).toBeVisible();
  }

  /** Sends the app an action with one of the host's buttons. */
  async send(button: 'Abrir la cesta' | 'Pedir una Nota Simple' | 'Ver todos los servicios'): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
  }
}
