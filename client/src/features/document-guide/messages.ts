import { defineMessages } from '../../i18n/define-messages.ts';

/**
 * The texts of "Which documents do I need?" (issue 42). The situations' own texts are the guide's data
 * (#contracts/constants/document-guide.ts); the guide's name is the shared 'title.guide'.
 */
export const guideText = defineMessages({
  situationLegend: { es: '¿Cuál es tu situación?', pt: 'Qual é a sua situação?', en: 'What is your situation?' },
  situationHint: {
    es: 'Elige la que más se parezca a la tuya.',
    pt: 'Escolha a que mais se parece com a sua.',
    en: 'Choose the one closest to yours.',
  },
  chooseOne: { es: 'Elige una respuesta', pt: 'Escolha uma resposta', en: 'Choose an answer' },
  chooseSituation: { es: 'Elige tu situación', pt: 'Escolha a sua situação', en: 'Choose your situation' },
  summaryTitle: { es: 'Hay un problema', pt: 'Há um problema', en: 'There is a problem' },
  back: { es: 'Atrás', pt: 'Voltar', en: 'Back' },
  documentsTitle: { es: 'Los documentos que necesitas', pt: 'Os documentos de que precisa', en: 'The documents you need' },
  yourSituation: { es: 'Tu situación: {situation}', pt: 'A sua situação: {situation}', en: 'Your situation: {situation}' },
  essential: { es: 'Imprescindibles', pt: 'Imprescindíveis', en: 'Essential' },
  useful: { es: 'Útiles', pt: 'Úteis', en: 'Useful' },
  essentialHint: {
    es: 'Sin ellos no podrás seguir adelante.',
    pt: 'Sem eles não poderá avançar.',
    en: 'You cannot go ahead without them.',
  },
  usefulHint: {
    es: 'No son obligatorios, pero te ahorran tiempo o sorpresas.',
    pt: 'Não são obrigatórios, mas poupam-lhe tempo ou surpresas.',
    en: 'Not required, but they save you time or surprises.',
  },
  request: { es: 'Pedir {name}', pt: 'Encomendar {name}', en: 'Order {name}' },
  addAll: {
    es: { one: 'Añadir a la cesta el documento sin preguntas', other: 'Añadir a la cesta los {count} documentos sin preguntas' },
    pt: { one: 'Adicionar ao carrinho o documento sem perguntas', other: 'Adicionar ao carrinho os {count} documentos sem perguntas' },
    en: { one: 'Add the document with no questions to the cart', other: 'Add the {count} documents with no questions to the cart' },
  },
  adding: { es: 'Añadiendo…', pt: 'A adicionar…', en: 'Adding…' },
  added: {
    es: { one: 'Hemos añadido {count} documento a tu cesta.', other: 'Hemos añadido {count} documentos a tu cesta.' },
    pt: { one: 'Adicionámos {count} documento ao seu carrinho.', other: 'Adicionámos {count} documentos ao seu carrinho.' },
    en: { one: 'We have added {count} document to your cart.', other: 'We have added {count} documents to your cart.' },
  },
  addFailed: {
    es: 'No hemos podido añadir los documentos. Inténtalo de nuevo.',
    pt: 'Não foi possível adicionar os documentos. Tente novamente.',
    en: 'We could not add the documents. Please try again.',
  },
  notSoldHere: {
    es: 'Esta web no ofrece documentos para esta situación. Los encontrarás en {families}.',
    pt: 'Este site não oferece documentos para esta situação. Encontra-os em {families}.',
    en: 'This site offers no documents for this situation. You will find them on {families}.',
  },
  or: { es: ' o ', pt: ' ou ', en: ' or ' },
  otherSituation: { es: 'Elegir otra situación', pt: 'Escolher outra situação', en: 'Choose another situation' },
  allServices: { es: 'Ver todos nuestros servicios', pt: 'Ver todos os nossos serviços', en: 'See all our services' },
  loading: { es: 'Cargando documentos…', pt: 'A carregar documentos…', en: 'Loading documents…' },
});
