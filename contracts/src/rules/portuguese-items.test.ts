import { describe, expect, test } from 'vitest';
import { certidaoEditOfItem, ipredialEditOfItem, isUrgentIpredialItem } from './portuguese-items.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import {
  addedCertidaoExample,
  addedIpredialExample,
  certidaoEditExample,
  certidaoFormExample,
  editedCertidaoExample,
  ipredialFormExample,
} from '../testing/portugal-examples.ts';

const withoutFlag = <T extends object>(form: T, flag: keyof T): Omit<T, typeof flag> => {
  const { [flag]: _dropped, ...rest } = form;
  return rest;
};

describe('[cart] the edit dialogs read a Portuguese item back', () => {
  test('[certificate] the certificate’s options give back the fields it was added with', () => {
    expect(certidaoEditOfItem(addedCertidaoExample())).toEqual(withoutFlag(certidaoFormExample(), 'quiere_un_certidao'));
  });

  test('[certificate] an edited certificate gives back the edit, in another identification mode', () => {
    expect(certidaoEditOfItem(editedCertidaoExample())).toEqual(certidaoEditExample());
  });

  test('[certificate] another product, or an item without parish or mode, is not a certificate to edit', () => {
    expect(certidaoEditOfItem({ ...addedCertidaoExample(), product_id: PRODUCT_IDS.simpleNote })).toBeNull();
    expect(certidaoEditOfItem({ ...addedCertidaoExample(), options: [] })).toBeNull();
    const noMode = addedCertidaoExample().options.filter((option) => option.option_id !== 'forma_identificar_matricial');
    expect(certidaoEditOfItem({ ...addedCertidaoExample(), options: noMode })).toBeNull();
  });

  test('[report] the report’s options give back its edit fields; urgency is read apart', () => {
    const { quiere_un_predial: _flag, urgente: _urgent, ...edit } = ipredialFormExample();
    expect(ipredialEditOfItem(addedIpredialExample())).toEqual(edit);
    expect(ipredialEditOfItem(addedCertidaoExample())).toBeNull();
    expect(isUrgentIpredialItem(addedIpredialExample())).toBe(false);
  });
});
