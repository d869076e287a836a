import { defineMessages } from '../../i18n/define-messages.ts';

/** The property-search wizard's texts. Spec 5's Spanish error texts are verbatim. */
export const queryText = defineMessages({
  introBody: {
    es: 'Buscamos en los Registros de la Propiedad de toda España los inmuebles que constan a nombre de una persona o de una empresa, y te enviamos la lista.',
    pt: 'Procuramos nos Registos da Propriedade de toda a Espanha os imóveis em nome de uma pessoa ou empresa, e enviamos-lhe a lista.',
    en: "We search Spain's land registries for the properties held in the name of a person or a company, and send you the list.",
  },
  fromNote: {
    es: 'Buscaremos las otras propiedades del titular de tu Nota Simple.',
    pt: 'Procuraremos os outros imóveis do titular da sua Nota Simple.',
    en: "We will look for the other properties of your Nota Simple's owner.",
  },
  holderHeading: {
    es: '¿De quién quieres conocer las propiedades?',
    pt: 'De quem quer conhecer os imóveis?',
    en: 'Whose properties do you want to know?',
  },
  holder: { es: 'Titular de las propiedades', pt: 'Titular dos imóveis', en: 'Holder of the properties' },
  person: { es: 'Una persona', pt: 'Uma pessoa', en: 'A person' },
  company: { es: 'Una empresa', pt: 'Uma empresa', en: 'A company' },
  personNameHeading: { es: '¿Cómo se llama?', pt: 'Como se chama?', en: 'What is their name?' },
  personName: { es: 'Nombre y apellidos', pt: 'Nome completo', en: 'Full name' },
  companyNameHeading: { es: '¿Qué empresa es?', pt: 'Que empresa é?', en: 'Which company is it?' },
  companyName: { es: 'Empresa', pt: 'Empresa', en: 'Company' },
  dniHeading: { es: '¿Cuál es su DNI o NIE?', pt: 'Qual é o DNI ou NIE?', en: 'What is their DNI or NIE?' },
  dni: { es: 'DNI o NIE', pt: 'DNI ou NIE', en: 'DNI or NIE' },
  dniHint: {
    es: '8 cifras y una letra (12345678Z), o X, Y o Z, 7 cifras y una letra',
    pt: '8 algarismos e uma letra (12345678Z), ou X, Y ou Z, 7 algarismos e uma letra',
    en: '8 digits and a letter (12345678Z), or X, Y or Z, 7 digits and a letter',
  },
  cifHeading: { es: 'Comprueba el CIF de la empresa', pt: 'Confirme o CIF da empresa', en: "Check the company's CIF" },
  cif: { es: 'CIF', pt: 'CIF', en: 'CIF' },
  cifHint: {
    es: 'Una letra, 7 cifras y un carácter de control (B12345674)',
    pt: 'Uma letra, 7 algarismos e um carácter de controlo (B12345674)',
    en: 'A letter, 7 digits and a control character (B12345674)',
  },
  countHeading: {
    es: '¿Cuántas propiedades quieres conocer?',
    pt: 'Quantos imóveis quer conhecer?',
    en: 'How many properties do you want to know?',
  },
  count: { es: 'Número de propiedades', pt: 'Número de imóveis', en: 'Number of properties' },
  countUpTo: {
    es: { one: '{count} propiedad', other: 'Hasta {count} propiedades' },
    pt: { one: '{count} imóvel', other: 'Até {count} imóveis' },
    en: { one: '{count} property', other: 'Up to {count} properties' },
  },
  countAll: { es: 'Todas las propiedades', pt: 'Todos os imóveis', en: 'All properties' },
  priceHeading: { es: 'Así se calcula el precio', pt: 'Como se calcula o preço', en: 'How the price works' },
  priceRule: {
    es: 'El servicio de búsqueda cuesta {service} y cada propiedad encontrada cuesta {perProperty}.',
    pt: 'O serviço de pesquisa custa {service} e cada imóvel encontrado custa {perProperty}.',
    en: 'The search service costs {service} and each property found costs {perProperty}.',
  },
  priceUpTo: {
    es: 'Has elegido {choice}: pagas {service} + {count} × {perProperty} = {total}.',
    pt: 'Escolheu {choice}: paga {service} + {count} × {perProperty} = {total}.',
    en: 'You chose {choice}: you pay {service} + {count} × {perProperty} = {total}.',
  },
  priceAll: {
    es: 'Has elegido todas las propiedades: ahora pagas {service}, y {perProperty} por cada propiedad que encontremos.',
    pt: 'Escolheu todos os imóveis: paga agora {service}, e {perProperty} por cada imóvel encontrado.',
    en: 'You chose all properties: you pay {service} now, and {perProperty} for each property we find.',
  },
  priceLoading: { es: 'Cargando el precio…', pt: 'A carregar o preço…', en: 'Loading the price…' },
  reviewHeading: { es: 'Revisa tu búsqueda', pt: 'Reveja a sua pesquisa', en: 'Check your search' },
  reviewTaxId: { es: 'DNI/NIE o CIF', pt: 'DNI/NIE ou CIF', en: 'DNI/NIE or CIF' },
  reviewCount: { es: 'Propiedades', pt: 'Imóveis', en: 'Properties' },
  lineService: { es: 'Servicio de búsqueda', pt: 'Serviço de pesquisa', en: 'Search service' },
  lineProperties: {
    es: { one: '{count} propiedad × {perProperty}', other: '{count} propiedades × {perProperty}' },
    pt: { one: '{count} imóvel × {perProperty}', other: '{count} imóveis × {perProperty}' },
    en: { one: '{count} property × {perProperty}', other: '{count} properties × {perProperty}' },
  },
  adding: { es: 'Añadiendo la búsqueda a la cesta…', pt: 'A adicionar a pesquisa ao carrinho…', en: 'Adding the search to your cart…' },
  added: {
    es: 'Búsqueda de propiedades añadida a la cesta',
    pt: 'Pesquisa de imóveis adicionada ao carrinho',
    en: 'Property search added to your cart',
  },
  addedBody: { es: 'Tu búsqueda ya está en la cesta.', pt: 'A sua pesquisa já está no carrinho.', en: 'Your search is in your cart.' },
  addFailed: {
    es: 'No hemos podido añadir la búsqueda a la cesta.',
    pt: 'Não conseguimos adicionar a pesquisa ao carrinho.',
    en: 'We could not add the search to your cart.',
  },
  errorCompany: {
    es: 'Elige la empresa de la lista de sugerencias',
    pt: 'Escolha a empresa da lista de sugestões',
    en: 'Pick the company from the list of suggestions',
  },
  errorDni: {
    es: 'Escribe un DNI o NIE válido: la letra no corresponde al número',
    pt: 'Escreva um DNI ou NIE válido: a letra não corresponde ao número',
    en: 'Enter a valid DNI or NIE: the letter does not match the number',
  },
  errorCif: { es: 'Escribe un CIF válido', pt: 'Escreva um CIF válido', en: 'Enter a valid CIF' },
  locatedHeading: {
    es: '¿De qué propiedades quieres la Nota Simple?',
    pt: 'De que imóveis quer a Nota Simple?',
    en: 'Which properties do you want the Nota Simple of?',
  },
  locatedIntro: {
    es: 'La búsqueda de {holder} encontró {found} a su nombre. Elige de cuáles quieres la Nota Simple: cada una cuesta {price}.',
    pt: 'A pesquisa de {holder} encontrou {found} em seu nome. Escolha de quais quer a Nota Simple: cada uma custa {price}.',
    en: 'The search for {holder} found {found} in their name. Choose which you want the Nota Simple of: each costs {price}.',
  },
  locatedFound: {
    es: { one: '{count} propiedad', other: '{count} propiedades' },
    pt: { one: '{count} imóvel', other: '{count} imóveis' },
    en: { one: '{count} property', other: '{count} properties' },
  },
  locatedChoose: { es: 'Propiedades encontradas', pt: 'Imóveis encontrados', en: 'Properties found' },
  locatedTaken: {
    es: 'Ya pedida: {property}',
    pt: 'Já pedida: {property}',
    en: 'Already ordered: {property}',
  },
  locatedNone: {
    es: 'Ya has pedido la Nota Simple de todas las propiedades que encontró esta búsqueda.',
    pt: 'Já pediu a Nota Simple de todos os imóveis que esta pesquisa encontrou.',
    en: 'You have already ordered the Nota Simple of every property this search found.',
  },
  locatedMissing: {
    es: 'No encontramos esa búsqueda entre tus pedidos, o aún no ha terminado.',
    pt: 'Não encontrámos essa pesquisa nas suas encomendas, ou ainda não terminou.',
    en: 'We could not find that search among your orders, or it has not finished yet.',
  },
  locatedReviewProperties: { es: 'Notas Simples de', pt: 'Notas Simples de', en: 'Notas Simples of' },
  locatedLine: {
    es: 'Nota Simple de la finca {finca} ({municipality})',
    pt: 'Nota Simple da finca {finca} ({municipality})',
    en: 'Nota Simple of property {finca} ({municipality})',
  },
  locatedAdded: {
    es: 'Hemos añadido las Notas Simples a tu cesta',
    pt: 'Adicionámos as Notas Simples ao seu carrinho',
    en: 'We have added the Notas Simples to your cart',
  },
  locatedAddFailed: {
    es: 'No hemos podido añadirlas a la cesta',
    pt: 'Não foi possível adicioná-las ao carrinho',
    en: 'We could not add them to the cart',
  },
  locatedAddedBody: {
    es: 'Las pediremos al registro de cada propiedad en cuanto pagues, y te las enviaremos por email.',
    pt: 'Pedi-las-emos ao registo de cada imóvel assim que pagar, e enviamos-lhas por email.',
    en: 'We will ask each property’s registry for them as soon as you pay, and send them to you by e-mail.',
  },
});
