import { describe, expect, test } from 'vitest';
import { GUIDE_FAMILIES, type GuideFamily, guideFamilyOf } from './document-guide-families.ts';
import {
  GUIDE_SITUATIONS,
  answersSegment,
  parseAnswersSegment,
  documentsFor,
  familiesServing,
  findSituation,
  nextQuestion,
  situationsOf,
} from './document-guide.ts';
import { catalogueProduct } from '../testing/catalogue.ts';
import { PRODUCT_IDS } from './product-ids.ts';

const FAMILIES = Object.keys(GUIDE_FAMILIES) as GuideFamily[];
const situation = (id: string) => {
  const found = findSituation(id);
  if (!found) throw new Error(`no situation ${id}`);
  return found;
};
const productIds = (rows: ReturnType<typeof documentsFor>) => rows.map(({ document, need }) => [document.productId, need]);

describe('[guide] the situations table against the catalogue', () => {
  test('[guide] every document of a family is a catalogue product sold on every store of that family', () => {
    for (const { id, documents } of GUIDE_SITUATIONS) {
      for (const family of FAMILIES) {
        for (const { productId } of documents[family] ?? []) {
          const product = catalogueProduct(productId);
          for (const store of GUIDE_FAMILIES[family].stores) {
            expect(product.stores, `${id}: ${productId} on store ${store}`).toContain(store);
          }
        }
      }
    }
  });

  test('[guide] a situation names each document once per family, and has an id fit for an address', () => {
    const ids = GUIDE_SITUATIONS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, documents } of GUIDE_SITUATIONS) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const family of FAMILIES) {
        const listed = (documents[family] ?? []).map(({ productId }) => productId);
        expect(new Set(listed).size, `${id} on ${family}`).toBe(listed.length);
      }
    }
  });

  test('[guide] a follow-up a document depends on is a question of its situation, with those answers', () => {
    for (const { id, questions, documents } of GUIDE_SITUATIONS) {
      for (const document of FAMILIES.flatMap((family) => documents[family] ?? [])) {
        if (!document.dependsOn) continue;
        const question = questions.find((candidate) => candidate.id === document.dependsOn?.question);
        expect(question, `${id}: ${document.productId}`).toBeDefined();
        for (const answer of Object.keys(document.dependsOn.needs)) {
          expect(question?.answers.map((candidate) => candidate.id)).toContain(answer);
        }
      }
    }
  });

  test('[guide] every situation a family asks has documents on some family, so no guide ends in a dead end', () => {
    for (const entry of GUIDE_SITUATIONS) expect(familiesServing(entry).length, entry.id).toBeGreaterThan(0);
    for (const family of FAMILIES) {
      expect(
        situationsOf(family).some((entry) => (entry.documents[family] ?? []).length > 0),
        family,
      ).toBe(true);
    }
  });

  test('[guide] the situations the issue lists are offered on their families', () => {
    const offered = (family: GuideFamily) =>
      situationsOf(family)
        .filter((entry) => (entry.documents[family] ?? []).length > 0)
        .map(({ id }) => id);
    expect(offered('spain-registry')).toEqual(
      expect.arrayContaining([
        'comprar-vivienda',
        'vender-vivienda',
        'herencia',
        'cancelar-hipoteca',
        'alquilar-vivienda',
        'divorcio',
        'residencia',
      ]),
    );
    expect(offered('portugal')).toEqual(
      expect.arrayContaining(['comprar-vivienda', 'vender-vivienda', 'registar-marca', 'comprobar-empresa', 'comprobar-vehiculo']),
    );
    expect(offered('english')).toEqual(expect.arrayContaining(['herencia', 'residencia', 'divorcio']));
    // Spain's registry portals do not sell company reports: their guide names the portal that does
    expect(situationsOf('spain-registry').map(({ id }) => id)).toContain('comprobar-empresa');
    expect(familiesServing(situation('comprobar-empresa'))).toEqual(['portugal', 'commercial-information']);
  });
});

describe('[guide] the documents of a situation', () => {
  test('[guide] a death with a will needs the death certificate, the last wills and the will copy on a registry store', () => {
    const inheritance = situation('herencia');
    expect(guideFamilyOf(14)).toBe('spain-registry');
    expect(nextQuestion(inheritance, {})?.id).toBe('will');
    expect(nextQuestion(inheritance, { will: 'yes' })).toBeUndefined();
    expect(productIds(documentsFor(inheritance, 'spain-registry', { will: 'yes' }))).toEqual([
      ['17563', 'essential'],
      ['18491', 'essential'],
      ['18480', 'essential'],
      [PRODUCT_IDS.propertiesQueryService, 'useful'],
    ]);
    expect(catalogueProduct('17563').name).toBe('Certificado de defunción');
    expect(catalogueProduct('18491').name).toBe('Certificado de últimas voluntades');
    expect(catalogueProduct('18480').name).toBe('Copia de testamento');
  });

  test('[guide] the will copy is left out without a will, and only useful when nobody knows', () => {
    const inheritance = situation('herencia');
    expect(documentsFor(inheritance, 'spain-registry', { will: 'no' }).map(({ document }) => document.productId)).not.toContain('18480');
    expect(
      documentsFor(inheritance, 'spain-registry', { will: 'unknown' }).find(({ document }) => document.productId === '18480')?.need,
    ).toBe('useful');
    expect(nextQuestion(inheritance, { will: 'maybe' })?.id).toBe('will');
  });

  test('[guide] selling a property on a Portuguese store ends with the Certidão Permanente and the Caderneta Predial', () => {
    expect(guideFamilyOf(16)).toBe('portugal');
    expect(productIds(documentsFor(situation('vender-vivienda'), 'portugal', {}))).toEqual([
      [PRODUCT_IDS.permanentCertificate, 'essential'],
      [PRODUCT_IDS.cadernetaPredial, 'essential'],
    ]);
  });

  test('[guide] the answers travel as one segment of the address and read back the same, unknown ones dropped', () => {
    const inheritance = situation('herencia');
    expect(answersSegment(inheritance, { will: 'yes' })).toBe('will-yes');
    expect(answersSegment(inheritance, {})).toBe('');
    expect(parseAnswersSegment(inheritance, 'will-yes')).toEqual({ will: 'yes' });
    expect(parseAnswersSegment(inheritance, 'will-maybe.card-yes')).toEqual({});
  });

  test('[guide] the birth portals have no guide', () => {
    expect(guideFamilyOf(22)).toBeNull();
    expect(guideFamilyOf(23)).toBeNull();
    expect(guideFamilyOf(15)).toBe('commercial-information');
  });
});
