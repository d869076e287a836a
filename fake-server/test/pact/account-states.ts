import type { VerifierOptions } from '@pact-foundation/pact';
import { SCENARIOS, type AdminSeed } from '#contracts/fake-backend/admin.ts';
import type { StoreId } from '#contracts/constants/stores.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** The account area's provider states: each seeds the pact visitor with a named scenario (verify.pact.test.ts). */
export function accountStateHandlers(seed: (scenario: AdminSeed['scenario'], storeId?: StoreId) => Promise<undefined>): StateHandlers {
  return {
    // The scenario logs the pact visitor in as the demo customer, whose orders it replaces.
    [ACCOUNT_STATES.customerWithOrdersInEveryStatus]: () => seed(SCENARIOS.customerWithOrdersInEveryStatus),
    [ACCOUNT_STATES.visitorWithoutLogin]: () => seed(SCENARIOS.emptyCart),
    [ACCOUNT_STATES.customerWithADeliveredPropertySearch]: () => seed(SCENARIOS.customerWithADeliveredPropertySearch),
  };
}
