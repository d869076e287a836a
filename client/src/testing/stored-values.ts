import { deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { paranhosExample } from '#contracts/testing/portugal-examples.ts';
import { notaSimpleFormExample, sevillaExample, unknownOwnerPreValidationExample } from '#contracts/testing/spain-examples.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * Stored values for tests of what the app reads back from storage (docs/decisions/014): for every key the storage
 * module knows, one value that fits and values of the right outer shape whose inner fields do not, as an older
 * version, a hand edit or a cut-short write could leave them.
 */
export interface StoredCase {
  area: 'local' | 'session';
  /** A key, or a key of a prefix family (first_step18458). */
  key: string;
  good: unknown;
  bad: unknown[];
}

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const genericValue = deedCopyFormExample().values[0];
const note = notaSimpleFormExample();
const preValidation = unknownOwnerPreValidationExample();

export const STORED_CASES: StoredCase[] = [
  { area: 'local', key: 'show_carrito', good: true, bad: ['true', 1] },
  { area: 'local', key: 'last_success_id', good: '14000001', bad: [14000001, ['14000001']] },
  { area: 'local', key: 'last_added_product', good: '18458', bad: [18458, { id: '18458' }] },
  { area: 'local', key: 'temporal_validated_email', good: 'ana@example.com', bad: [{ email: 'ana@example.com' }, null] },
  { area: 'local', key: 'temporal_invalid_payment', good: 1, bad: [2, true] },
  { area: 'local', key: 'payment_message', good: 'Ha fallado el intento de pago', bad: [{ message: 'x' }, 0] },
  { area: 'local', key: 'payment_failure_reason', good: 'Tu banco ha rechazado la tarjeta.', bad: [{ reason: 'x' }, 0] },
  { area: 'local', key: 'temporal_payment_selected', good: 'cc', bad: ['cheque', ['cc']] },
  { area: 'local', key: 'temporal_payment_selected_date', good: NOW, bad: ['2026-11-23', null] },
  { area: 'local', key: 'multibanco_voucher_url', good: 'https://example.com/voucher.pdf', bad: [{ url: 'x' }, 3] },
  {
    area: 'local',
    key: 'pre_validate_ns',
    good: preValidation,
    bad: [
      { ...preValidation, registros: [null] },
      { ...preValidation, avisos: 'Sin titular' },
    ],
  },
  {
    area: 'local',
    key: 'back_login_page',
    good: { path: ROUTES.payment.choose, date: NOW },
    bad: [{ path: null, date: NOW }, { path: '/x' }],
  },
  { area: 'local', key: 'forcedReload', good: NOW, bad: [String(NOW), { at: NOW }] },
  { area: 'local', key: 'pseudoUserId', good: 'c0ffee00-1234-4abc-8def-0123456789ab', bad: [42, { id: 'x' }] },
  ...(['last_certidao_form', 'last_predial_form', 'last_qp_form'] as const).map((key) => ({
    area: 'local' as const,
    key,
    good: { date: NOW, form: { quiere_un_certidao: true } },
    bad: [{ date: String(NOW), form: {} }, { date: NOW, form: 'x' }, { form: {} }],
  })),
  { area: 'local', key: 'first_step18458', good: 1, bad: ['1', 2] },
  { area: 'local', key: 'purchase14000001', good: 1, bad: [true, '1'] },
  {
    area: 'session',
    key: 'exit_intent_shown',
    good: [ROUTES.simpleNote.step('step1')],
    bad: [ROUTES.simpleNote.step('step1'), [null], { '/x': true }],
  },
  {
    area: 'session',
    key: 'last_ns_form',
    good: { date: NOW, form: note },
    bad: [
      { date: NOW, form: { ...note, nombre: 12 } },
      { date: NOW, form: { ...note, codigo_ine: null } },
      { date: 'today', form: note },
    ],
  },
  {
    area: 'session',
    key: 'last_generic_form',
    good: { values: [genericValue], product: '18458' },
    bad: [
      { values: [null], product: '18458' },
      { values: [{ ...genericValue, value: 1 }], product: '18458' },
    ],
  },
  {
    area: 'session',
    key: 'wizard_any',
    good: { form: {}, valid: { step1: true }, steps: ['step1'] },
    bad: [
      { form: {}, valid: { step1: 'yes' }, steps: ['step1'] },
      { form: [], valid: {}, steps: [1] },
    ],
  },
];

/** The wizard flows (session wizard_{id}): a form that fits and forms of the right outer shape that do not. */
export interface WizardCase {
  flowId: string;
  /** Routes that read the flow's form. */
  paths: string[];
  /** The flow's steps, stored all valid with a bad form: trusting the form would open every step. */
  steps: string[];
  good: Record<string, unknown>;
  bad: Record<string, unknown>[];
}

const registro = sevillaExample();
const parish = paranhosExample();
const noteForm = {
  quiere_una_ns: true,
  conoce_nombre_propietario: 'si',
  nombre: 'Ana Ruiz',
  direccion: 'Calle Sierpes 1',
  registro,
  servicio_urgente: 'no',
  otros_datos: '',
  municipio_prefill: '',
};
const queryForm = {
  quiere_una_qp: true,
  tipo: 'persona',
  nombre_persona: 'Ana Ruiz',
  dni: '12345678Z',
  nombre_empresa: '',
  cif_empresa: '',
  num_propiedades: '3',
  proviene_de_ns: false,
  origin: '',
  origin_id: '',
};
const certificateForm = {
  quiere_un_certidao: true,
  freguesia: parish,
  forma_identificar_matricial: true,
  forma_identificar_livro: false,
  forma_identificar_ficha: false,
  tipo_rustica: false,
  tipo_urbana: true,
  numero_artigo: '1234',
  seccao: '',
  num_livro: '',
  livro: '',
  folhas: '',
  num_ficha: '',
  horizontal: 'no',
  prop_horizontal_fracao: '',
};
const reportForm = {
  quiere_un_predial: true,
  freguesia: parish,
  tiene_numero: 'no',
  num_ficha: '',
  horizontal: 'no',
  prop_horizontal_fracao: '',
  urgente: 'no',
};
const { registros: _registros, ...registroWithoutRegistros } = registro;
const { distrito: _distrito, ...parishWithoutDistrict } = parish;

export const WIZARD_CASES: WizardCase[] = [
  {
    flowId: 'product',
    steps: ['1', '2', '3', '4', '5', '6', 'confirmation'],
    paths: [
      `${ROUTES.product.step('step1', '18444')}?store=22`,
      `${ROUTES.product.step('confirmation', '18444')}?store=22`,
      `${ROUTES.product.addToCart}?store=22`,
    ],
    good: { productId: '18444', answers: { '1648': '40009' }, values: [genericValue] },
    bad: [
      { productId: '18444', answers: {}, values: [null] },
      { productId: '18444', answers: { '1648': 40009 }, values: [] },
      { productId: '18444', answers: {}, values: [{ ...genericValue, type: 'select' }] },
    ],
  },
  {
    flowId: 'nota-simple',
    steps: ['step1', 'step2', 'step3', 'step4', 'step41', 'step42', 'step5', 'step6'],
    paths: [
      `${ROUTES.simpleNote.step('step1')}?store=14`,
      `${ROUTES.simpleNote.step('step4')}?store=14`,
      `${ROUTES.simpleNote.step('step6')}?store=14`,
      `${ROUTES.simpleNote.addToCart}?store=14`,
    ],
    good: noteForm,
    bad: [
      { ...noteForm, registro: registroWithoutRegistros },
      { ...noteForm, registro: { ...registro, registros: [{ nombre: 'Registro' }] } },
      { ...noteForm, servicio_urgente: true },
    ],
  },
  {
    flowId: 'q-propiedades',
    steps: ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7'],
    paths: [
      `${ROUTES.propertiesQuery.step('step3')}?store=14&origin=ns&origin_id=1001`,
      `${ROUTES.propertiesQuery.step('step7')}?store=14`,
      `${ROUTES.propertiesQuery.addToCart}?store=14`,
    ],
    good: queryForm,
    bad: [
      { ...queryForm, tipo: 'alguien' },
      { ...queryForm, num_propiedades: 7 },
    ],
  },
  {
    flowId: 'certidao-permanente',
    steps: ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7', 'step8'],
    paths: [
      `${ROUTES.certificate.step('step2')}?store=16`,
      `${ROUTES.certificate.step('step8')}?store=16`,
      `${ROUTES.certificate.addToCart}?store=16`,
    ],
    good: certificateForm,
    bad: [
      { ...certificateForm, freguesia: parishWithoutDistrict },
      { ...certificateForm, numero_artigo: 1234 },
    ],
  },
  {
    flowId: 'i-predial-simplificada',
    steps: ['step1', 'step2', 'step21', 'step3', 'step4', 'confirmation'],
    paths: [
      `${ROUTES.report.step('step1')}?store=16`,
      `${ROUTES.report.step('confirmation')}?store=16`,
      `${ROUTES.report.addToCart}?store=16`,
    ],
    good: reportForm,
    bad: [
      { ...reportForm, freguesia: { ...parish, value: null } },
      { ...reportForm, urgente: true },
    ],
  },
];

/** The routes that read the other keys (services, checkout guards, payment, success, login). */
export const KEY_READING_PATHS = [
  `${ROUTES.services}?store=14`,
  `${ROUTES.register}?store=14`,
  `${ROUTES.authenticate}?store=14`,
  `${ROUTES.payment.choose}?store=14`,
  `${ROUTES.checkout.successOf('14000001')}?store=14`,
];

/** Writes raw text under a key, as the browser would hold it. */
export function writeRaw(area: 'local' | 'session', key: string, raw: string): void {
  (area === 'local' ? localStorage : sessionStorage).setItem(key, raw);
}

/** The session value the wizard engine would find for a flow with this form and every step valid. */
export function wizardSnapshotWith(wizard: WizardCase, form: unknown): string {
  return JSON.stringify({ form, valid: Object.fromEntries(wizard.steps.map((step) => [step, true])), steps: wizard.steps });
}
