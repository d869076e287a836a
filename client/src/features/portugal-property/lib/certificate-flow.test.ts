import { beforeEach, describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { paranhosExample } from '#contracts/testing/portugal-examples.ts';
import {
  type CertificateForm,
  certidaoRequestOf,
  certificateFlow,
  certificateStepApplies,
  chooseMode,
  continueCertificate,
  emptyCertificateForm,
} from './certificate-flow.ts';

const urban = (overrides: Partial<CertificateForm> = {}): CertificateForm => ({
  ...emptyCertificateForm(),
  quiere_un_certidao: true,
  freguesia: paranhosExample(),
  forma_identificar_matricial: true,
  tipo_urbana: true,
  numero_artigo: '1234',
  horizontal: 'si',
  prop_horizontal_fracao: 'b',
  ...overrides,
});

beforeEach(() => certificateFlow.reset());

describe('[certidão permanente] which pages ask something', () => {
  test('[certidão permanente] the urban-or-rustic page is asked only when the property is identified by its matricial data', () => {
    expect(certificateStepApplies('step4', urban())).toBe(true);
    expect(certificateStepApplies('step4', { ...emptyCertificateForm(), forma_identificar_ficha: true })).toBe(false);
  });

  test('[certidão permanente] a rustic property is never asked about horizontal property or a fraction', () => {
    const rustic = urban({ tipo_urbana: false, tipo_rustica: true });
    expect(certificateStepApplies('step6', rustic)).toBe(false);
    expect(certificateStepApplies('step7', rustic)).toBe(false);
    expect(certificateFlow.previousStep('step8', rustic)).toBe('step5');
  });

  test('[certidão permanente] from the mode page, a ficha number skips the urban-or-rustic page, and it counts as answered', () => {
    certificateFlow.update({
      ...urban(),
      ...{ forma_identificar_matricial: false, tipo_urbana: false, numero_artigo: '', forma_identificar_ficha: true },
    });
    for (const step of ['step1', 'step2'] as const) continueCertificate(step);
    expect(continueCertificate('step3')).toBe('step5');
    expect(certificateFlow.isStepValid('step4')).toBe(true);
  });

  test('[certidão permanente] the review leads to the cart', () => {
    certificateFlow.update(urban());
    expect(continueCertificate('step8')).toBe(ROUTES.certificate.addToCart);
  });
});

describe('[certidão permanente] choosing how the property is identified', () => {
  test('[certidão permanente] switching from matricial data to a ficha number clears the article, its type and section', () => {
    certificateFlow.update(urban({ tipo_urbana: false, tipo_rustica: true, seccao: 'AB' }));
    chooseMode('ficha');
    const { form } = certificateFlow.state;
    expect(form).toMatchObject({
      forma_identificar_ficha: true,
      forma_identificar_matricial: false,
      tipo_rustica: false,
      numero_artigo: '',
      seccao: '',
    });
  });

  test('[certidão permanente] choosing the same mode again keeps its answers', () => {
    certificateFlow.update(urban());
    chooseMode('matricial');
    expect(certificateFlow.state.form.numero_artigo).toBe('1234');
  });

  test('[certidão permanente] a changed answer that makes a skipped page apply sends the buyer through it again', () => {
    certificateFlow.update({
      ...emptyCertificateForm(),
      quiere_un_certidao: true,
      freguesia: paranhosExample(),
      forma_identificar_ficha: true,
      num_ficha: '2543',
    });
    for (const step of ['step1', 'step2', 'step3', 'step5'] as const) continueCertificate(step);
    expect(certificateFlow.isStepValid('step4')).toBe(true);
    chooseMode('matricial');
    expect(continueCertificate('step3')).toBe('step4');
    expect(certificateFlow.isStepValid('step4')).toBe(false);
    expect(certificateFlow.isStepValid('step5')).toBe(false);
  });
});

describe('[certidão permanente] the request', () => {
  test('[certidão permanente] an urban fraction identified by its article is sent with the fraction in capitals and the other modes empty', () => {
    expect(certidaoRequestOf(urban())).toEqual({
      quiere_un_certidao: true,
      distrito_concelho_freguesia: '131210',
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
      prop_horizontal: true,
      prop_horizontal_fracao: 'B',
    });
  });

  test('[certidão permanente] a badly written description number or a missing fraction leaves the request incomplete', () => {
    expect(
      certidaoRequestOf(
        urban({ forma_identificar_matricial: false, tipo_urbana: false, forma_identificar_ficha: true, num_ficha: '2543/19970231' }),
      ),
    ).toBeNull();
    expect(certidaoRequestOf(urban({ prop_horizontal_fracao: '' }))).toBeNull();
    expect(certidaoRequestOf(urban({ freguesia: null }))).toBeNull();
  });

  test('[certidão permanente] a rustic property is never sent as a fraction, whatever was answered before', () => {
    expect(certidaoRequestOf(urban({ tipo_urbana: false, tipo_rustica: true, seccao: 'ab' }))).toMatchObject({
      prop_horizontal: false,
      prop_horizontal_fracao: '',
      seccao: 'AB',
    });
  });
});
