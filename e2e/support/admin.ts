import type { APIRequestContext } from '@playwright/test';
import { type AdminFault, type ScenarioName, adminEndpoints } from '#contracts/admin.ts';

/**
 * The fake server's admin API, called with the page's own request context so it acts on the
 * same visitor (session cookie) as the browser.
 */
export class Admin {
  constructor(private readonly request: APIRequestContext) {}

  async seed(scenario: ScenarioName, storeId?: number): Promise<void> {
    await this.post(adminEndpoints.seed.path, { scenario, ...(storeId === undefined ? {} : { store_id: storeId }) });
  }

  async failNext(fault: Omit<AdminFault, 'visitor'>): Promise<void> {
    await this.post(adminEndpoints.faults.path, fault);
  }

  /** The bank's notification that a Multibanco reference was paid. */
  async markMultibancoPaid(reference: string): Promise<void> {
    await this.post(adminEndpoints.multibancoPaid.path, { reference });
  }

  private async post(path: string, data: object): Promise<void> {
    const response = await this.request.post(path, { data });
    if (!response.ok()) throw new Error(`admin ${path} answered ${response.status()}: ${await response.text()}`);
  }
}
