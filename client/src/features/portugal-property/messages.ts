import { defineMessages } from '../../i18n/define-messages.ts';

/**
 * The Portuguese property flows' texts (permanent certificate and simplified report). Both flows run only on the
 * Portuguese stores, so Portuguese is what buyers read; es and en are kept for the shared table's sake. Spec 5's
 * guidance is here: the article number comes from the caderneta predial; a description number looks like
 * 2543/19970317.
 */
export const propertyText = defineMessages({
  certIntro: {
    es: 'La Certidão Permanente del Registo Predial muestra la descripción del inmueble, sus titulares y sus cargas. Recibes por correo un código de acceso válido durante 6 meses.',
    pt: 'A Certidão Permanente do Registo Predial mostra a descrição do imóvel, os seus titulares e os ónus registados. Recebe por e-mail um código de acesso válido durante 6 meses.',
    en: 'The Certidão Permanente of the land registry shows the property, its owners and its charges. You receive by e-mail an access code valid for 6 months.',
  },
  certIntroHeading: {
    es: '¿Quieres la Certidão Permanente?',
    pt: 'Quer pedir a Certidão Permanente?',
    en: 'Do you want the Certidão Permanente?',
  },
  certStart: { es: 'Sí, quiero la certidão', pt: 'Sim, quero a certidão', en: 'Yes, I want the certificate' },
  parish: { es: 'Freguesia', pt: 'Freguesia', en: 'Parish (freguesia)' },
  parishMainlandHint: {
    es: 'Freguesias de Portugal continental (Madeira y Azores tienen sus propios registros): escribe al menos 2 letras y elígela de la lista',
    pt: 'Freguesias de Portugal continental (a Madeira e os Açores têm registos próprios): escreva pelo menos 2 letras e escolha-a da lista',
    en: 'Parishes of mainland Portugal (Madeira and the Azores keep their own registries): type at least 2 letters and pick it from the list',
  },
  errorParish: {
    es: 'Por favor, elige la freguesia de la lista',
    pt: 'Por favor, escolha a freguesia da lista',
    en: 'Please pick the parish from the list',
  },
  modeHeading: {
    es: '¿Cómo quieres identificar el inmueble?',
    pt: 'Como quer identificar o imóvel?',
    en: 'How do you want to identify the property?',
  },
  mode: { es: 'Forma de identificación', pt: 'Forma de identificação', en: 'Identified by' },
  modeMatricial: {
    es: 'Por los datos matriciales (artículo de la caderneta predial)',
    pt: 'Pelos dados matriciais (artigo da caderneta predial)',
    en: 'Its tax-register data (the article of the caderneta predial)',
  },
  modeFicha: {
    es: 'Por el número de descripción (ficha)',
    pt: 'Pelo número da descrição predial (ficha)',
    en: 'Its description number (ficha)',
  },
  modeLivro: { es: 'Por el libro (registros antiguos)', pt: 'Pelo livro (registos antigos)', en: 'Its book entry (old records)' },
  modeHint: {
    es: 'Al cambiar de forma se borran los datos de la otra.',
    pt: 'Ao mudar de forma, os dados da outra são apagados.',
    en: 'Changing the way clears the answers of the other ways.',
  },
  typeHeading: { es: '¿El inmueble es urbano o rústico?', pt: 'O prédio é urbano ou rústico?', en: 'Is the property urban or rustic?' },
  type: { es: 'Tipo de inmueble', pt: 'Tipo de prédio', en: 'Type of property' },
  urban: { es: 'Urbano', pt: 'Urbano', en: 'Urban' },
  rustic: { es: 'Rústico', pt: 'Rústico', en: 'Rustic' },
  identifyMatricial: { es: '¿Cuál es el artículo matricial?', pt: 'Qual é o artigo matricial?', en: 'What is the tax-register article?' },
  identifyFicha: { es: '¿Cuál es el número de descripción?', pt: 'Qual é o número da descrição?', en: 'What is the description number?' },
  identifyLivro: { es: '¿Dónde está inscrito en el libro?', pt: 'Onde está registado no livro?', en: 'Where is it entered in the book?' },
  article: { es: 'Número del artículo', pt: 'Número do artigo', en: 'Article number' },
  articleHint: {
    es: 'Está en la caderneta predial, que se obtiene en el Portal das Finanças.',
    pt: 'Consta da caderneta predial, que pode obter no Portal das Finanças.',
    en: 'It is printed on the caderneta predial (tax booklet), which the Portal das Finanças issues.',
  },
  section: { es: 'Sección (opcional)', pt: 'Secção (opcional)', en: 'Section (optional)' },
  sectionHint: {
    es: 'Solo en rústicos con catastro, por ejemplo AB.',
    pt: 'Só em prédios rústicos com cadastro, por exemplo AB.',
    en: 'Only for rustic land with a cadastre, for example AB.',
  },
  ficha: { es: 'Número de descripción', pt: 'Número da descrição', en: 'Description number' },
  fichaHint: {
    es: 'Tiene el formato 2543/19970317: el número y la fecha en que se abrió la descripción.',
    pt: 'Tem o formato 2543/19970317: o número e a data de abertura da descrição.',
    en: 'It looks like 2543/19970317: the number and the date the description was opened.',
  },
  bookNumber: { es: 'Número de descripción en el libro', pt: 'Número da descrição no livro', en: 'Description number in the book' },
  book: { es: 'Libro', pt: 'Livro', en: 'Book' },
  bookHint: { es: 'Por ejemplo B-12', pt: 'Por exemplo B-12', en: 'For example B-12' },
  folios: { es: 'Hojas', pt: 'Folhas', en: 'Folios' },
  foliosHint: { es: 'Por ejemplo 123 v.', pt: 'Por exemplo 123 v.', en: 'For example 123 v.' },
  errorArticle: {
    es: 'El artículo tiene solo cifras, por ejemplo 1234',
    pt: 'O artigo tem só algarismos, por exemplo 1234',
    en: 'The article has digits only, for example 1234',
  },
  errorSection: {
    es: 'La sección tiene letras o cifras, por ejemplo AB',
    pt: 'A secção tem letras ou algarismos, por exemplo AB',
    en: 'The section has letters or digits, for example AB',
  },
  errorFicha: {
    es: 'Escribe el número como 2543/19970317, o solo 2543',
    pt: 'Escreva o número como 2543/19970317, ou só 2543',
    en: 'Write the number as 2543/19970317, or just 2543',
  },
  errorFraction: {
    es: 'La fracción tiene de 1 a 3 letras, por ejemplo B o AC',
    pt: 'A fração tem 1 a 3 letras, por exemplo B ou AC',
    en: 'The fraction has 1 to 3 letters, for example B or AC',
  },
  horizontalHeading: {
    es: '¿Es una fracción de un edificio en propiedad horizontal?',
    pt: 'É uma fração de um prédio em propriedade horizontal?',
    en: 'Is it a unit of a building under horizontal property?',
  },
  horizontal: { es: 'Propiedad horizontal', pt: 'Propriedade horizontal', en: 'Horizontal property' },
  horizontalHint: {
    es: 'Por ejemplo, un piso o un local en un edificio dividido en fracciones.',
    pt: 'Por exemplo, um apartamento ou uma loja num prédio dividido em frações.',
    en: 'For example, a flat or a shop in a building divided into units.',
  },
  fractionHeading: { es: '¿Cuál es la fracción?', pt: 'Qual é a fração?', en: 'Which unit is it?' },
  fraction: { es: 'Fracción', pt: 'Fração', en: 'Unit (fração)' },
  fractionHint: {
    es: 'Las letras de la fracción, como en la caderneta predial: A, B, AC…',
    pt: 'As letras da fração, como na caderneta predial: A, B, AC…',
    en: 'The letters of the unit, as on the caderneta predial: A, B, AC…',
  },
  identification: { es: 'Identificación', pt: 'Identificação', en: 'Identification' },
  byArticle: {
    es: 'Artículo {type} {article}',
    pt: 'Artigo {type} {article}',
    en: '{type} article {article}',
  },
  bySection: {
    es: '{identification}, sección {section}',
    pt: '{identification}, secção {section}',
    en: '{identification}, section {section}',
  },
  byFicha: { es: 'Descripción n.º {ficha}', pt: 'Descrição n.º {ficha}', en: 'Description no. {ficha}' },
  byBook: {
    es: 'Libro {book}, n.º {number}, hojas {folios}',
    pt: 'Livro {book}, n.º {number}, folhas {folios}',
    en: 'Book {book}, no. {number}, folios {folios}',
  },
  urbanAdjective: { es: 'urbano', pt: 'urbano', en: 'Urban' },
  rusticAdjective: { es: 'rústico', pt: 'rústico', en: 'Rustic' },
  noFraction: { es: 'No es una fracción', pt: 'Não é uma fração', en: 'Not a unit' },
  certAdded: {
    es: 'La Certidão Permanente está en la cesta',
    pt: 'A Certidão Permanente está no carrinho',
    en: 'The Certidão Permanente is in your cart',
  },
  reportAdded: {
    es: 'La Informação Predial Simplificada está en la cesta',
    pt: 'A Informação Predial Simplificada está no carrinho',
    en: 'The Informação Predial Simplificada is in your cart',
  },
  addedBody: {
    es: 'Puedes finalizar la compra ahora o añadir otro servicio.',
    pt: 'Pode finalizar a compra agora ou adicionar outro serviço.',
    en: 'You can check out now or add another service.',
  },
  reportIntro: {
    es: 'La Informação Predial Simplificada resume la descripción del inmueble, sus titulares y las cargas inscritas en el Registo Predial.',
    pt: 'A Informação Predial Simplificada resume a descrição do imóvel, os titulares e os ónus inscritos no Registo Predial.',
    en: 'The Informação Predial Simplificada sums up the property, its owners and the charges entered in the land registry.',
  },
  hasNumberHeading: {
    es: '¿Conoces el número de descripción del inmueble?',
    pt: 'Sabe o número da descrição predial do imóvel?',
    en: "Do you know the property's description number?",
  },
  hasNumberYes: { es: 'Sí, lo sé', pt: 'Sim, sei o número', en: 'Yes, I know it' },
  hasNumberNo: {
    es: 'No, buscadlo vosotros',
    pt: 'Não, procurem-no por mim',
    en: 'No, please look it up',
  },
  withoutNumber: { es: 'Sin número: lo buscamos nosotros', pt: 'Sem número: procuramo-lo nós', en: 'No number: we look it up' },
  urgent: { es: 'Plazo', pt: 'Prazo', en: 'Delivery' },
  urgentYes: { es: 'Urgente: se tramita con prioridad', pt: 'Urgente: tratado com prioridade', en: 'Urgent: handled first' },
  editCertificate: { es: 'Editar la Certidão Permanente', pt: 'Editar a Certidão Permanente', en: 'Edit the Certidão Permanente' },
  editReport: {
    es: 'Editar la Informação Predial Simplificada',
    pt: 'Editar a Informação Predial Simplificada',
    en: 'Edit the Informação Predial Simplificada',
  },
});
