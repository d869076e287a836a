import type { CartItem, ItemOption } from '../api/cart.ts';
import type { CertidaoEdit, CertidaoForm, FreguesiaSuggestion, IpredialEdit, IpredialForm, OrganisationPortugal } from '../api/portugal.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import { cartItemExample } from './examples.ts';

/**
 * Portuguese examples: real parishes of fixtures/pt/parishes.json (Paranhos 131210 and Bonfim 131202, both
 * in Porto) and an invented company of fixtures/pt/companies.json, which the fake server's test fixtures
 * also list. The added items are what the fake server writes for the forms (its route tests compare them).
 */

/** A parish of Porto as /freguesias.php suggests it (DICOFRE 131210). */
export function paranhosExample(): FreguesiaSuggestion {
  return { label: 'Paranhos (Porto, Porto)', value: '131210', freguesia: 'Paranhos', concelho: 'Porto', distrito: 'Porto' };
}

/** Another parish of Porto, where the edit examples move the property. */
export function bonfimExample(): FreguesiaSuggestion {
  return { label: 'Bonfim (Porto, Porto)', value: '131202', freguesia: 'Bonfim', concelho: 'Porto', distrito: 'Porto' };
}

/** An invented company with a valid NIPC, as searchOrganisationPortugal answers it (one of two homonyms). */
export function organisationExample(): OrganisationPortugal {
  return { nombre: 'Construções Ribeiro & Filhos, Lda.', nipc: '511281706', sede: 'Braga' };
}

const noIdentification = {
  forma_identificar_matricial: false,
  forma_identificar_livro: false,
  forma_identificar_ficha: false,
  tipo_rustica: false,
  tipo_urbana: false,
  numero_artigo: '',
  seccao: '',
  num_livro: '',
  livro: '',
  folhas: '',
  num_ficha: '',
};

/** A permanent certificate of fraction B of an urban property in Paranhos, identified by its matricial article. */
export function certidaoFormExample(overrides: Partial<CertidaoForm> = {}): CertidaoForm {
  return {
    quiere_un_certidao: true,
    distrito_concelho_freguesia: paranhosExample().value,
    ...noIdentification,
    forma_identificar_matricial: true,
    tipo_urbana: true,
    numero_artigo: '1234',
    prop_horizontal: true,
    prop_horizontal_fracao: 'B',
    ...overrides,
  };
}

/** The same property identified by its description number (ficha), not in horizontal property. */
export function certidaoFichaFormExample(overrides: Partial<CertidaoForm> = {}): CertidaoForm {
  return {
    quiere_un_certidao: true,
    distrito_concelho_freguesia: paranhosExample().value,
    ...noIdentification,
    forma_identificar_ficha: true,
    num_ficha: '2543/19970317',
    prop_horizontal: false,
    prop_horizontal_fracao: '',
    ...overrides,
  };
}

/** The certificate's edit dialog moving it to Bonfim, identified by the old book entry, fraction A. */
export function certidaoEditExample(): CertidaoEdit {
  return {
    distrito_concelho_freguesia: bonfimExample().value,
    ...noIdentification,
    forma_identificar_livro: true,
    num_livro: '345',
    livro: 'B-12',
    folhas: '123 v.',
    prop_horizontal: true,
    prop_horizontal_fracao: 'A',
  };
}

/** A simplified report of a property in Paranhos whose description number the buyer knows; ordinary service. */
export function ipredialFormExample(overrides: Partial<IpredialForm> = {}): IpredialForm {
  return {
    quiere_un_predial: true,
    distrito_concelho_freguesia: paranhosExample().value,
    tiene_numero: true,
    num_ficha: '2543',
    prop_horizontal: false,
    prop_horizontal_fracao: '',
    urgente: false,
    ...overrides,
  };
}

/** The report's edit dialog: Bonfim, description number unknown, fraction C. */
export function ipredialEditExample(): IpredialEdit {
  return {
    distrito_concelho_freguesia: bonfimExample().value,
    tiene_numero: false,
    num_ficha: '',
    prop_horizontal: true,
    prop_horizontal_fracao: 'C',
  };
}

const option = (option_id: string, label: string, value: string, print_value = ''): ItemOption => ({
  option_id,
  option_value: '',
  value,
  print_value,
  label,
});

const parishOption = (parish: FreguesiaSuggestion): ItemOption => ({
  ...option('distrito_concelho_freguesia', 'Freguesia', parish.value, parish.label),
  option_value: parish.value,
});

/**
 * The permanent certificate addcertidao puts in the quote for certidaoFormExample(): its cart line reads
 * 'Paranhos (Porto, Porto), Artigo urbano 1234, Fração B'.
 */
export function addedCertidaoExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500003',
    product_id: PRODUCT_IDS.permanentCertificate,
    product_name: 'Certidão Permanente',
    referencia: 'Q-2026-500003',
    options: [
      parishOption(paranhosExample()),
      { ...option('forma_identificar_matricial', 'Identificação', '1', 'Artigo urbano 1234'), option_value: 'matricial' },
      option('tipo_rustica', 'Prédio rústico', '0'),
      option('tipo_urbana', 'Prédio urbano', '1'),
      option('numero_artigo', 'Artigo matricial', '1234'),
      option('seccao', 'Secção', ''),
      option('prop_horizontal', 'Propriedade horizontal', '1'),
      option('prop_horizontal_fracao', 'Fração', 'B', 'Fração B'),
    ],
    extra: { current_price: 24.7 },
    ...overrides,
  });
}

/**
 * The same certificate after certidaoEditExample(): 'Bonfim (Porto, Porto), Descrição n.º 345, livro B-12,
 * fls. 123 v., Fração A', at the price paid.
 */
export function editedCertidaoExample(overrides: Partial<CartItem> = {}): CartItem {
  return addedCertidaoExample({
    options: [
      parishOption(bonfimExample()),
      { ...option('forma_identificar_livro', 'Identificação', '1', 'Descrição n.º 345, livro B-12, fls. 123 v.'), option_value: 'livro' },
      option('num_livro', 'Número da descrição', '345'),
      option('livro', 'Livro', 'B-12'),
      option('folhas', 'Folhas', '123 v.'),
      option('prop_horizontal', 'Propriedade horizontal', '1'),
      option('prop_horizontal_fracao', 'Fração', 'A', 'Fração A'),
    ],
    ...overrides,
  });
}

/** The simplified report addipredial puts in the quote for ipredialFormExample(): 'Paranhos (Porto, Porto), Descrição n.º 2543'. */
export function addedIpredialExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500004',
    product_id: PRODUCT_IDS.simplifiedReport,
    product_name: 'Informação Predial Simplificada',
    referencia: 'Q-2026-500004',
    options: [
      parishOption(paranhosExample()),
      option('tiene_numero', 'Tem o número da descrição', '1'),
      option('num_ficha', 'Número da descrição', '2543', 'Descrição n.º 2543'),
      option('prop_horizontal', 'Propriedade horizontal', '0'),
      option('prop_horizontal_fracao', 'Fração', ''),
      option('urgente', 'Urgente', '0'),
    ],
    extra: { current_price: 11 },
    ...overrides,
  });
}
