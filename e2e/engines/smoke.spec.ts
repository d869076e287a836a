import { SCREENS, test } from './engine-test.ts';
import { buyCertificateByCard, visitAccount } from './flows.ts';

for (const screen of SCREENS) {
  test.describe(`${screen.name} ${screen.width}×${screen.height}`, () => {
    test('[engines] a new buyer orders a Certidão Permanente and pays by card with 3DS', async ({ openPage }) => {
      await buyCertificateByCard(await openPage(screen));
    });

    test('[engines] a customer logs in, opens an order, its invoice and its document', async ({ openPage }) => {
      await visitAccount(await openPage(screen));
    });
  });
}
