import { describe, expect, test } from 'vitest';
import type { GenericValue } from '#contracts/api/generic.ts';
import { BUILT_IN_OPTION_IDS, PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { organisationExample } from '#contracts/testing/portugal-examples.ts';
import { addedItem, refusal, visitorOn } from '../../helpers/portugal.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

const server = repositoryServerForThisFile();

const commercial = (nipc: string): { product_id: string; values: GenericValue[] } => ({
  product_id: PRODUCT_IDS.commercialCertificate,
  values: [
    {
      option_id: BUILT_IN_OPTION_IDS.companyName,
      product_id: PRODUCT_IDS.commercialCertificate,
      type: 'sociedad',
      value: organisationExample().nombre,
    },
    { option_id: BUILT_IN_OPTION_IDS.nipc, product_id: PRODUCT_IDS.commercialCertificate, type: 'field', value: nipc },
  ],
});

const automobile = (plate: string, phone?: string): { product_id: string; values: GenericValue[] } => ({
  product_id: PRODUCT_IDS.automobileCertificate,
  values: [
    { option_id: BUILT_IN_OPTION_IDS.plate, product_id: PRODUCT_IDS.automobileCertificate, type: 'field', value: plate },
    ...(phone === undefined
      ? []
      : [
          {
            option_id: BUILT_IN_OPTION_IDS.contactPhone,
            product_id: PRODUCT_IDS.automobileCertificate,
            type: 'field' as const,
            value: phone,
          },
        ]),
  ],
});

describe('the built-in Portuguese products (18469, 18470) through addgeneric', () => {
  test('[company] a commercial certificate with a valid NIPC goes to the cart at 34.90, the NIPC as its 9 digits', async () => {
    const { browser, config } = await visitorOn(server(), 28);

    const item = addedItem(await browser.call('addGeneric', { body: { config, form: commercial('511 281 706') } }));

    expect(item.extra.current_price).toBe(34.9);
    expect(item.options.map((option) => option.print_value)).toEqual([organisationExample().nombre, '511281706']);
  });

  test.each(['12345', '511281707', '123456789'])('[company] NIPC %s is refused with a 400 naming the answer', async (nipc) => {
    const { browser, config } = await visitorOn(server(), 28);

    expect(refusal(await browser.call('addGeneric', { body: { config, form: commercial(nipc) } }))).toBe(
      `body/form/values/1/value: NIPC ${nipc} is not a valid NIPC (9 digits with its check digit)`,
    );
  });

  test('[automobile] a plate is stored as the registry writes it, AA-00-00; the phone is optional', async () => {
    const { browser, config } = await visitorOn(server());

    const item = addedItem(await browser.call('addGeneric', { body: { config, form: automobile('ab 12 cd') } }));

    expect(item.extra.current_price).toBe(20);
    expect(item.options).toMatchObject([{ option_id: BUILT_IN_OPTION_IDS.plate, value: 'AB-12-CD', print_value: 'AB-12-CD' }]);
  });

  test('[automobile] a plate of no Portuguese series, or a phone that is not 9 digits, is refused naming the answer', async () => {
    const { browser, config } = await visitorOn(server());

    expect(refusal(await browser.call('addGeneric', { body: { config, form: automobile('12-34-56') } }))).toContain(
      'body/form/values/0/value',
    );
    expect(refusal(await browser.call('addGeneric', { body: { config, form: automobile('AB-12-CD', '91234') } }))).toContain(
      'body/form/values/1/value',
    );
  });
});
