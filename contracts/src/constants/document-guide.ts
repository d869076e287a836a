import { GUIDE_FAMILIES, type GuideFamily, type GuideText } from './document-guide-families.ts';

/**
 * "Which documents do I need?" (issue 42): the guide's knowledge, as data. A buyer picks their situation, answers a
 * follow-up only where it changes the answer (was there a will?), and gets the documents a store of their family sells
 * for it, each with what it proves and whether it is essential or only useful. `document-guide.test.ts` checks every
 * product id against the catalogue (it exists and is sold on every store of the family that lists it).
 *
 * Texts are the buyer's, in the three languages; a Spanish or Portuguese label is what a buyer of that store reads.
 */

/** Essential: the situation cannot go on without it. Useful: it saves time or a surprise. */
export type GuideNeed = 'essential' | 'useful';

export interface GuideAnswer {
  readonly id: string;
  readonly label: GuideText;
}

/** A follow-up question, asked only because an answer changes the documents. */
export interface GuideQuestion {
  readonly id: string;
  readonly legend: GuideText;
  readonly hint?: GuideText;
  readonly answers: readonly GuideAnswer[];
}

export interface GuideDocument {
  readonly productId: string;
  /** What the document proves, in one sentence. */
  readonly proves: GuideText;
  readonly need: GuideNeed;
  /** When a follow-up decides: the need for each answer; an answer not listed leaves the document out. */
  readonly dependsOn?: { readonly question: string; readonly needs: Readonly<Partial<Record<string, GuideNeed>>> };
}

export interface GuideSituation {
  /** The address segment of its pages (kebab-case). */
  readonly id: string;
  readonly label: GuideText;
  /** The families whose guide offers it. A family listed here without documents says which family can help. */
  readonly askedOn: readonly GuideFamily[];
  readonly questions: readonly GuideQuestion[];
  /** The documents each family's stores sell for it. */
  readonly documents: Readonly<Partial<Record<GuideFamily, readonly GuideDocument[]>>>;
}

const YES_NO_UNKNOWN = (yes: GuideText, no: GuideText): GuideAnswer[] => [
  { id: 'yes', label: yes },
  { id: 'no', label: no },
  { id: 'unknown', label: { es: 'No lo sé', pt: 'Não sei', en: "I don't know" } },
];

// Documents several situations share: one sentence each, said once.
const NOTA_SIMPLE = (need: GuideNeed, proves: GuideText): GuideDocument => ({ productId: '15867', need, proves });
const ENERGY_CERTIFICATE: GuideText = {
  es: 'Acredita la calificación energética que la ley exige para anunciar, vender o alquilar una vivienda.',
  pt: 'Comprova a classificação energética que a lei exige para anunciar, vender ou arrendar uma habitação em Espanha.',
  en: 'Proves the energy rating the law requires to advertise, sell or rent out a home in Spain.',
};
const HABITABILITY: GuideText = {
  es: 'Acredita que la vivienda reúne las condiciones para ser habitada; algunas comunidades la piden para vender o alquilar.',
  pt: 'Comprova que a habitação reúne as condições para ser habitada; algumas regiões espanholas exigem-na.',
  en: 'Proves the home is fit to live in; some Spanish regions ask for it to sell or rent.',
};
const CADASTRAL_CERTIFICATE: GuideText = {
  es: 'Acredita la superficie, el uso y el valor catastral del inmueble, con los que se calculan los impuestos.',
  pt: 'Comprova a área, o uso e o valor cadastral do imóvel, com que se calculam os impostos em Espanha.',
  en: 'Proves the surface, use and cadastral value of the property, on which its taxes are worked out.',
};
const DEATH_CERTIFICATE: GuideDocument = {
  productId: '17563',
  need: 'essential',
  proves: {
    es: 'Acredita el fallecimiento y su fecha: lo piden el notario, los bancos y el Registro para empezar la herencia.',
    pt: 'Comprova o óbito e a sua data: o notário, os bancos e o Registo pedem-na para iniciar a herança.',
    en: 'Proves the death and its date: the notary, the banks and the Registry ask for it to start the inheritance.',
  },
};
const LAST_WILLS: GuideDocument = {
  productId: '18491',
  need: 'essential',
  proves: {
    es: 'Acredita si la persona fallecida hizo testamento y ante qué notario; sin él no se puede tramitar la herencia.',
    pt: 'Comprova se a pessoa falecida fez testamento e perante que notário; sem ele a herança não avança.',
    en: 'Proves whether the deceased made a will and before which notary; the inheritance cannot go on without it.',
  },
};
const WILL_COPY: GuideDocument = {
  productId: '18480',
  need: 'essential',
  proves: {
    es: 'Es la copia autorizada del último testamento, que dice quiénes son los herederos y qué recibe cada uno.',
    pt: 'É a cópia autorizada do último testamento, que diz quem são os herdeiros e o que cabe a cada um.',
    en: 'Is the authorised copy of the last will, which says who the heirs are and what each receives.',
  },
  dependsOn: { question: 'will', needs: { yes: 'essential', unknown: 'useful' } },
};
const RESIDENCE_PERMIT: GuideDocument = {
  productId: '18473',
  need: 'essential',
  proves: {
    es: 'Tramita tu primera autorización de residencia en España.',
    pt: 'Trata da sua primeira autorização de residência em Espanha.',
    en: 'Applies for your first residence permit in Spain.',
  },
  dependsOn: { question: 'card', needs: { no: 'essential' } },
};
const RESIDENCE_RENEWAL: GuideDocument = {
  productId: '18370',
  need: 'essential',
  proves: {
    es: 'Renueva la tarjeta de residencia que ya tienes antes de que caduque.',
    pt: 'Renova o cartão de residência que já tem antes de caducar.',
    en: 'Renews the residence card you already hold before it expires.',
  },
  dependsOn: { question: 'card', needs: { yes: 'essential' } },
};
const CRIMINAL_RECORD: GuideDocument = {
  productId: '18395',
  need: 'essential',
  proves: {
    es: 'Acredita que no tienes antecedentes penales, como pide Extranjería con la solicitud.',
    pt: 'Comprova que não tem registo criminal, como a Extranjería pede com o pedido.',
    en: 'Proves you have no criminal record, as the immigration office asks with the application.',
  },
};
const MARRIAGE_CERTIFICATE: GuideDocument = {
  productId: '17558',
  need: 'essential',
  proves: {
    es: 'Acredita el matrimonio que se disuelve; el juzgado o el notario lo piden con la demanda o el convenio.',
    pt: 'Comprova o casamento que se dissolve; o tribunal ou o notário pedem-na com o pedido.',
    en: 'Proves the marriage being ended; the court or the notary asks for it with the application.',
  },
};

export const GUIDE_SITUATIONS: readonly GuideSituation[] = [
  {
    id: 'comprar-vivienda',
    label: { es: 'Voy a comprar una vivienda', pt: 'Vou comprar um imóvel', en: 'I am buying a home' },
    askedOn: ['spain-registry', 'portugal', 'english'],
    questions: [],
    documents: {
      'spain-registry': [
        NOTA_SIMPLE('essential', {
          es: 'Acredita quién es el dueño y si la vivienda tiene cargas (hipotecas, embargos) antes de pagar la señal.',
          pt: 'Comprova quem é o dono e se a habitação tem encargos (hipotecas, penhoras) antes de pagar o sinal.',
          en: 'Proves who owns the home and whether it carries charges (mortgages, liens) before you pay a deposit.',
        }),
        { productId: '18471', need: 'useful', proves: CADASTRAL_CERTIFICATE },
        { productId: '18505', need: 'useful', proves: HABITABILITY },
      ],
      portugal: [
        {
          productId: '18414',
          need: 'essential',
          proves: {
            es: 'Acredita la descripción, los titulares y las cargas del inmueble en el Registo Predial.',
            pt: 'Comprova a descrição, os titulares e os encargos do imóvel no Registo Predial.',
            en: 'Proves the description, owners and charges of the property at the Land Registry.',
          },
        },
        {
          productId: '18498',
          need: 'useful',
          proves: {
            es: 'Acredita los datos fiscales del inmueble (artículo matricial y valor patrimonial) que se usan en la escritura.',
            pt: 'Comprova os dados fiscais do imóvel (artigo matricial e valor patrimonial) usados na escritura.',
            en: "Proves the property's tax record (matrix article and taxable value) used in the deed.",
          },
        },
        {
          productId: '18421',
          need: 'useful',
          proves: {
            es: 'Resume en un momento los titulares y las cargas del inmueble, antes de visitarlo.',
            pt: 'Resume num instante os titulares e os encargos do imóvel, antes de o visitar.',
            en: 'Sums up the owners and charges of the property in a moment, before a visit.',
          },
        },
      ],
    },
  },
  {
    id: 'vender-vivienda',
    label: { es: 'Voy a vender una vivienda', pt: 'Vou vender um imóvel', en: 'I am selling a home' },
    askedOn: ['spain-registry', 'portugal', 'english'],
    questions: [],
    documents: {
      'spain-registry': [
        { productId: '18464', need: 'essential', proves: ENERGY_CERTIFICATE },
        NOTA_SIMPLE('essential', {
          es: 'Acredita ante el comprador y el notario que la vivienda es tuya y qué cargas tiene.',
          pt: 'Comprova perante o comprador e o notário que a habitação é sua e que encargos tem.',
          en: 'Proves to the buyer and the notary that the home is yours and which charges it carries.',
        }),
        {
          productId: '18458',
          need: 'useful',
          proves: {
            es: 'Es la copia de la escritura con la que compraste, que el notario pide si no la tienes.',
            pt: 'É a cópia da escritura com que comprou, que o notário pede se não a tiver.',
            en: 'Is the copy of the deed you bought with, which the notary asks for if you do not have it.',
          },
        },
        { productId: '18505', need: 'useful', proves: HABITABILITY },
      ],
      portugal: [
        {
          productId: '18414',
          need: 'essential',
          proves: {
            es: 'Acredita ante el comprador y el notario quién es el titular del inmueble y qué cargas tiene.',
            pt: 'Comprova perante o comprador e o notário quem é o titular do imóvel e que encargos tem.',
            en: 'Proves to the buyer and the notary who owns the property and which charges it carries.',
          },
        },
        {
          productId: '18498',
          need: 'essential',
          proves: {
            es: 'Acredita los datos fiscales del inmueble, que la escritura de venta tiene que citar.',
            pt: 'Comprova os dados fiscais do imóvel, que a escritura de venda tem de indicar.',
            en: "Proves the property's tax record, which the deed of sale must quote.",
          },
        },
      ],
    },
  },
  {
    id: 'herencia',
    label: { es: 'Ha fallecido un familiar', pt: 'Faleceu um familiar', en: 'A relative has died' },
    askedOn: ['spain-registry', 'english', 'portugal'],
    questions: [
      {
        id: 'will',
        legend: { es: '¿Hizo testamento?', pt: 'Fez testamento?', en: 'Did they make a will?' },
        hint: {
          es: 'Si no lo sabes, el certificado de últimas voluntades lo dirá.',
          pt: 'Se não souber, o certificado de últimas vontades dirá.',
          en: 'If you do not know, the certificate of last wills will tell you.',
        },
        answers: YES_NO_UNKNOWN({ es: 'Sí', pt: 'Sim', en: 'Yes' }, { es: 'No', pt: 'Não', en: 'No' }),
      },
    ],
    documents: {
      'spain-registry': [
        DEATH_CERTIFICATE,
        LAST_WILLS,
        WILL_COPY,
        {
          productId: '18324',
          need: 'useful',
          proves: {
            es: 'Averigua qué inmuebles estaban a nombre del fallecido en los Registros de la Propiedad.',
            pt: 'Descobre que imóveis estavam em nome do falecido nos Registos da Propriedade espanhóis.',
            en: 'Finds which properties were in the name of the deceased in the Spanish Land Registries.',
          },
        },
      ],
      english: [LAST_WILLS, WILL_COPY],
    },
  },
  {
    id: 'cancelar-hipoteca',
    label: { es: 'Quiero cancelar mi hipoteca', pt: 'Quero cancelar a minha hipoteca', en: 'I want to cancel my mortgage' },
    askedOn: ['spain-registry', 'portugal', 'english'],
    questions: [],
    documents: {
      'spain-registry': [
        {
          productId: '18346',
          need: 'essential',
          proves: {
            es: 'Borra del Registro la hipoteca ya pagada, que sigue constando hasta que se cancela.',
            pt: 'Apaga do Registo a hipoteca já paga, que continua a constar até ser cancelada.',
            en: 'Removes the paid-off mortgage from the Registry, where it stays until it is cancelled.',
          },
        },
        NOTA_SIMPLE('useful', {
          es: 'Acredita, cuando termina el trámite, que la hipoteca ya no consta en el Registro.',
          pt: 'Comprova, no fim do processo, que a hipoteca já não consta do Registo.',
          en: 'Proves, once it is done, that the mortgage no longer shows in the Registry.',
        }),
      ],
    },
  },
  {
    id: 'alquilar-vivienda',
    label: { es: 'Voy a alquilar mi vivienda', pt: 'Vou arrendar a minha casa', en: 'I am renting out my home' },
    askedOn: ['spain-registry', 'portugal', 'english'],
    questions: [],
    documents: {
      'spain-registry': [
        { productId: '18464', need: 'essential', proves: ENERGY_CERTIFICATE },
        { productId: '18505', need: 'useful', proves: HABITABILITY },
        NOTA_SIMPLE('useful', {
          es: 'Acredita ante el inquilino que la vivienda es tuya.',
          pt: 'Comprova perante o inquilino que a habitação é sua.',
          en: 'Proves to the tenant that the home is yours.',
        }),
      ],
    },
  },
  {
    id: 'divorcio',
    label: { es: 'Me voy a divorciar', pt: 'Vou divorciar-me', en: 'I am getting divorced' },
    askedOn: ['spain-registry', 'english', 'portugal'],
    questions: [],
    documents: {
      'spain-registry': [
        {
          productId: '18472',
          need: 'essential',
          proves: {
            es: 'Tramita el divorcio de principio a fin, ante el juzgado o el notario.',
            pt: 'Trata do divórcio do princípio ao fim, no tribunal ou no notário.',
            en: 'Handles the divorce from start to finish, before the court or a notary.',
          },
        },
        MARRIAGE_CERTIFICATE,
        {
          productId: '18444',
          need: 'useful',
          proves: {
            es: 'Acredita la filiación de los hijos, que el juzgado pide si los hay.',
            pt: 'Comprova a filiação dos filhos, que o tribunal pede se os houver.',
            en: 'Proves who the children are, which the court asks for when there are any.',
          },
        },
      ],
      english: [MARRIAGE_CERTIFICATE],
    },
  },
  {
    id: 'residencia',
    label: { es: 'Necesito mis papeles de residencia', pt: 'Preciso dos meus papéis de residência', en: 'I need my residence papers' },
    askedOn: ['spain-registry', 'english', 'portugal'],
    questions: [
      {
        id: 'card',
        legend: {
          es: '¿Tienes ya tarjeta de residencia?',
          pt: 'Já tem cartão de residência?',
          en: 'Do you already hold a residence card?',
        },
        answers: [
          { id: 'yes', label: { es: 'Sí, quiero renovarla', pt: 'Sim, quero renová-lo', en: 'Yes, I want to renew it' } },
          { id: 'no', label: { es: 'No, es la primera vez', pt: 'Não, é a primeira vez', en: 'No, it is my first one' } },
        ],
      },
    ],
    documents: {
      'spain-registry': [
        RESIDENCE_PERMIT,
        RESIDENCE_RENEWAL,
        CRIMINAL_RECORD,
        {
          productId: '16707',
          need: 'essential',
          proves: {
            es: 'Acredita dónde vives, como pide Extranjería para la residencia.',
            pt: 'Comprova onde vive, como a Extranjería pede para a residência.',
            en: 'Proves where you live, as the immigration office asks for residence.',
          },
        },
      ],
      english: [RESIDENCE_PERMIT, RESIDENCE_RENEWAL, CRIMINAL_RECORD],
    },
  },
  {
    id: 'comprobar-empresa',
    label: { es: 'Quiero comprobar una empresa', pt: 'Quero verificar uma empresa', en: 'I want to check a company' },
    askedOn: ['spain-registry', 'commercial-information', 'portugal'],
    questions: [],
    documents: {
      'commercial-information': [
        {
          productId: '18391',
          need: 'essential',
          proves: {
            es: 'Acredita con valor oficial quién administra la empresa, su capital y sus datos en el Registro Mercantil.',
            pt: 'Comprova oficialmente quem administra a empresa, o seu capital e os seus dados no Registo Comercial espanhol.',
            en: 'Officially proves who runs the company, its capital and its details at the Companies Registry.',
          },
        },
        {
          productId: '15865',
          need: 'useful',
          proves: {
            es: 'Resume los datos de la empresa en el Registro Mercantil, sin valor de certificado.',
            pt: 'Resume os dados da empresa no Registo Comercial espanhol, sem valor de certidão.',
            en: "Sums up the company's details at the Companies Registry, without a certificate's standing.",
          },
        },
        {
          productId: '18507',
          need: 'useful',
          proves: {
            es: 'Estima si la empresa podrá pagar, antes de darle crédito.',
            pt: 'Estima se a empresa poderá pagar, antes de lhe dar crédito.',
            en: 'Estimates whether the company can pay, before you give it credit.',
          },
        },
        {
          productId: '18506',
          need: 'useful',
          proves: {
            es: 'Muestra las cuentas y la evolución financiera de la empresa.',
            pt: 'Mostra as contas e a evolução financeira da empresa.',
            en: "Shows the company's accounts and how its finances have moved.",
          },
        },
      ],
      portugal: [
        {
          productId: '18469',
          need: 'essential',
          proves: {
            es: 'Acredita los datos de la empresa en el Registo Comercial: gerentes, capital y sede.',
            pt: 'Comprova os dados da empresa no Registo Comercial: gerentes, capital e sede.',
            en: "Proves the company's details at the Commercial Registry: managers, capital and seat.",
          },
        },
      ],
    },
  },
  {
    id: 'comprobar-vehiculo',
    label: { es: 'Quiero comprobar un vehículo', pt: 'Quero verificar um veículo', en: 'I want to check a vehicle' },
    askedOn: ['portugal', 'spain-registry'],
    questions: [],
    documents: {
      portugal: [
        {
          productId: '18470',
          need: 'essential',
          proves: {
            es: 'Acredita el propietario del vehículo y si tiene cargas (reservas de propiedad, penhoras).',
            pt: 'Comprova o proprietário do veículo e se tem encargos (reservas de propriedade, penhoras).',
            en: "Proves the vehicle's owner and whether it carries charges (retention of title, liens).",
          },
        },
      ],
      'spain-registry': [
        {
          productId: '17492',
          need: 'essential',
          proves: {
            es: 'Acredita el titular del vehículo, sus cargas y su historial en la DGT antes de comprarlo.',
            pt: 'Comprova o titular do veículo, os seus encargos e o seu historial na DGT antes de o comprar.',
            en: "Proves the vehicle's holder, its charges and its history at the DGT before you buy it.",
          },
        },
      ],
    },
  },
  {
    id: 'registar-marca',
    label: { es: 'Quiero registrar una marca', pt: 'Quero registar uma marca', en: 'I want to register a trademark' },
    askedOn: ['portugal'],
    questions: [],
    documents: {
      portugal: [
        {
          productId: '18486',
          need: 'essential',
          proves: {
            es: 'Registra tu marca en el INPI para que nadie más pueda usarla en Portugal.',
            pt: 'Regista a sua marca no INPI para que mais ninguém a possa usar em Portugal.',
            en: 'Registers your trademark with INPI so that nobody else may use it in Portugal.',
          },
        },
      ],
    },
  },
];

/** The situations a family's guide offers, in the table's order. */
export const situationsOf = (family: GuideFamily): readonly GuideSituation[] =>
  GUIDE_SITUATIONS.filter((situation) => situation.askedOn.includes(family));

export const findSituation = (id: string): GuideSituation | undefined => GUIDE_SITUATIONS.find((situation) => situation.id === id);

/** A follow-up's answers so far, by question id. */
export type GuideAnswers = Readonly<Record<string, string>>;

/**
 * The answers as one segment of the guide's address: 'will-yes', several joined by '.' in question order. Question and
 * answer ids are lower-case words, so the segment reads back unambiguously.
 */
export const answersSegment = (situation: GuideSituation, answers: GuideAnswers): string =>
  situation.questions.flatMap((question) => (answers[question.id] ? [`${question.id}-${answers[question.id]}`] : [])).join('.');

/** The answers a segment holds; what is not one of the situation's questions and answers is dropped. */
export function parseAnswersSegment(situation: GuideSituation, segment: string): GuideAnswers {
  const pairs = segment.split('.').map((pair) => pair.split('-'));
  return Object.fromEntries(
    pairs.filter(([question, answer]) =>
      situation.questions.some((candidate) => candidate.id === question && candidate.answers.some(({ id }) => id === answer)),
    ),
  );
}

/** The first follow-up not yet answered with one of its answers, or undefined when all are. */
export const nextQuestion = (situation: GuideSituation, answers: GuideAnswers): GuideQuestion | undefined =>
  situation.questions.find((question) => !question.answers.some((answer) => answer.id === answers[question.id]));

/** The documents a family sells for a situation with these answers, each with its need; empty when it sells none. */
export function documentsFor(
  situation: GuideSituation,
  family: GuideFamily,
  answers: GuideAnswers,
): { document: GuideDocument; need: GuideNeed }[] {
  return (situation.documents[family] ?? []).flatMap((document) => {
    if (!document.dependsOn) return [{ document, need: document.need }];
    const need = document.dependsOn.needs[answers[document.dependsOn.question] ?? ''];
    return need ? [{ document, need }] : [];
  });
}

/** The families whose stores sell documents for a situation, for a store that sells none. */
export const familiesServing = (situation: GuideSituation): GuideFamily[] =>
  (Object.keys(GUIDE_FAMILIES) as GuideFamily[]).filter((family) => (situation.documents[family] ?? []).length > 0);
