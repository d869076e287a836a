import { type Language, isPortugueseStore } from '#contracts/constants/stores.ts';

/**
 * The company that runs the portals and sells their services (issue 12, decision 022): what the footer, the legal
 * notice, the privacy policy and the terms name as the seller and data controller. An invented company: the
 * docs/reference/client.md says these are the storefront's demo texts. The Portuguese portals are run by its Portuguese subsidiary,
 * as DL 7/2004 art. 10 and a Portuguese buyer expect; every other portal by the Spanish company.
 */
export interface OperatingCompany {
  legalName: string;
  /** 'CIF' in Spain, 'NIPC' in Portugal: the word each country's buyers know. */
  taxIdLabel: 'CIF' | 'NIPC';
  taxId: string;
  street: string;
  postcode: string;
  city: string;
  /** The country in the company's own language, as written in its registered address. */
  country: string;
  /** Where the company is registered, with its entry (LSSI-CE art. 10.1 b; DL 7/2004 art. 10 c). */
  registry: string;
  shareCapital: string;
  email: string;
  /** As printed; `telHref` dials it. */
  phone: string;
  /** When the phone is answered, in each language the store may show. */
  openingHours: Readonly<Record<Language, string>>;
}

const SPAIN: OperatingCompany = {
  legalName: 'Trámite Claro, S.L.',
  taxIdLabel: 'CIF',
  taxId: 'B87426151',
  street: 'Calle de Ferraz 58, 2.º izquierda',
  postcode: '28008',
  city: 'Madrid',
  country: 'España',
  registry: 'Registro Mercantil de Madrid, tomo 41.237, folio 112, hoja M-731.904',
  shareCapital: '12.000 €',
  email: 'ayuda@tramiteclaro.example',
  phone: '+34 910 38 27 46',
  openingHours: {
    es: 'De lunes a viernes, de 9:00 a 19:00 (hora peninsular), salvo festivos nacionales',
    pt: 'De segunda a sexta-feira, das 9h00 às 19h00 (hora de Madrid), exceto feriados nacionais espanhóis',
    en: 'Monday to Friday, 9:00 to 19:00 Madrid time (CET), except Spanish public holidays',
  },
};

const PORTUGAL: OperatingCompany = {
  legalName: 'Trâmite Claro Portugal, Unipessoal Lda.',
  taxIdLabel: 'NIPC',
  taxId: '517293846',
  street: 'Avenida da República 50, 4.º Esq.',
  postcode: '1050-196',
  city: 'Lisboa',
  country: 'Portugal',
  registry: 'Conservatória do Registo Comercial de Lisboa, matrícula n.º 517293846',
  shareCapital: '5.000 €',
  email: 'apoio@tramiteclaro.example',
  phone: '+351 213 580 294',
  openingHours: {
    es: 'De lunes a viernes, de 9:00 a 18:00 (hora de Lisboa), salvo festivos portugueses',
    pt: 'De segunda a sexta-feira, das 9h00 às 18h00, exceto feriados nacionais',
    en: 'Monday to Friday, 9:00 to 18:00 Lisbon time, except Portuguese public holidays',
  },
};

/** The company that sells on a store: the Portuguese subsidiary on 16, 26 and 28, the Spanish company elsewhere. */
export const operatingCompany = (storeId: number): OperatingCompany => (isPortugueseStore(storeId) ? PORTUGAL : SPAIN);

/** Every company that runs a store, for tests. */
export const OPERATING_COMPANIES = [SPAIN, PORTUGAL] as const;

/** The registered address on one line: 'Calle de Ferraz 58, 2.º izquierda, 28008 Madrid (España)'. */
export const addressLine = (company: OperatingCompany): string =>
  `${company.street}, ${company.postcode} ${company.city} (${company.country})`;

/** A tel: address: digits and the leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
