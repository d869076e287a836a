import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { expect, test } from '../../support/test.ts';

test.describe('the API reference for developers', () => {
  test("[docs] a call that changes state, tried from /__docs, carries the visitor's own formkey and is answered, under the strict CSP", async ({
    page,
  }) => {
    await page.goto('/__docs');
    await page.getByText('Configuration and cart', { exact: true }).click();
    const operation = page.locator('[id$="-delQuoteItem"]');
    await operation.locator('.opblock-summary').click();
    // The example from the shared contract examples is already in the field.
    await expect(operation.locator('input[placeholder="id"]')).toHaveValue('1001');
    await operation.getByRole('button', { name: 'Execute' }).click();

    const { config } = (await (await page.request.get(endpointRoutes.getConfig.path)).json()) as { config: { formkey: string } };
    await expect(operation.locator('.curl-command')).toContainText(`${FORM_KEY_HEADER}: ${config.formkey}`);
    await expect(operation.locator('.live-responses-table .response-col_status').nth(1)).toHaveText('200');
  });
});
