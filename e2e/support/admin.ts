import type { APIRequestContext } from '@playwright/test';
import { type AdminFault, type AdminPushSubscriptions, type ScenarioName, adminEndpoints } from '#contracts/fake-backend/admin.ts';

/**
 * The fake server's admin API, called with the page's own request context so it acts on the
 * same visitor (session cookie) as the browser.
 */
export class Admin {
  constructor(private readonly request: APIRequestContext) {}

  /** Loads a scenario for this visitor; `customer` gives its login and orders to that customer instead (orders belong to customers). */
  async seed(scenario: ScenarioName, storeId?: number, customer?: string): Promise<void> {
    await this.post(adminEndpoints.seed.path, {
      scenario,
      ...(storeId === undefined ? {} : { store_id: storeId }),
      ...(customer === undefined ? {} : { customer }),
    });
  }

  /** Moves the simulated clock of the customer logged in on this visitor: their orders go through their statuses. */
  async advanceClock(days: number): Promise<void> {
    await this.post(adminEndpoints.clock.path, { advance_days: days });
  }

  /** Puts an order (or one of its items) in incidence (panel status 60). */
  async incidence(orderId: string, itemId?: string): Promise<void> {
    await this.post(adminEndpoints.incidence.path.replace(':order_id', orderId), itemId === undefined ? {} : { item_id: itemId });
  }

  /** Every push subscription the backend received. */
  async pushSubscriptions(): Promise<AdminPushSubscriptions['subscriptions']> {
    const response = await this.request.get(adminEndpoints.pushSubscriptions.path);
    if (!response.ok()) throw new Error(`admin push-subscriptions answered ${response.status()}`);
    return ((await response.json()) as AdminPushSubscriptions).subscriptions;
  }

  async failNext(fault: Omit<AdminFault, 'visitor'>): Promise<void> {
    await this.post(adminEndpoints.faults.path, fault);
  }

  /** As if a new client were deployed for this visitor only: the version file answers `version` (null: the built one). */
  async deployVersion(version: string | null): Promise<void> {
    await this.post(adminEndpoints.version.path, { version });
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
