import { defineMessages } from '../../i18n/define-messages.ts';

/** The municipality landing pages' texts. */
export const municipalityText = defineMessages({
  loading: { es: 'Cargando el municipio…', pt: 'A carregar o município…', en: 'Loading the municipality…' },
  registryHeading: {
    es: 'Registro de la Propiedad de {municipality}',
    pt: 'Registo da Propriedade de {municipality}',
    en: 'Property Registry of {municipality}',
  },
  noteHeading: {
    es: 'Nota Simple del Registro de la Propiedad de {municipality}',
    pt: 'Nota Simple do Registo da Propriedade de {municipality}',
    en: 'Nota Simple from the Property Registry of {municipality}',
  },
  province: { es: 'Provincia de {province}', pt: 'Província de {province}', en: 'Province of {province}' },
  intro: {
    es: 'Pide la Nota Simple de cualquier inmueble de {municipality}: te la enviamos por correo electrónico, con el titular y las cargas de la finca.',
    pt: 'Peça a Nota Simple de qualquer imóvel de {municipality}: enviamos-lha por e-mail, com o titular e os ónus do imóvel.',
    en: 'Order the Nota Simple of any property in {municipality}: we send it by e-mail, with the owner and the charges on the property.',
  },
  offices: {
    es: 'Registros de la Propiedad que dan servicio a {municipality}',
    pt: 'Registos da Propriedade que servem {municipality}',
    en: 'Property registries serving {municipality}',
  },
  officeHours: {
    es: '{office}: entrega en {hours} horas laborables',
    pt: '{office}: entrega em {hours} horas úteis',
    en: '{office}: delivered within {hours} working hours',
  },
  slow: {
    es: 'Estos días los registros de {municipality} tienen mucho trabajo: la entrega puede retrasarse.',
    pt: 'Os registos de {municipality} têm muito trabalho: a entrega pode atrasar.',
    en: 'The registries of {municipality} are very busy: delivery may take longer.',
  },
  start: {
    es: 'Solicitar Nota Simple en {municipality}',
    pt: 'Solicitar Nota Simple em {municipality}',
    en: 'Request a Nota Simple in {municipality}',
  },
  notFoundTitle: { es: 'Municipio no encontrado', pt: 'Município não encontrado', en: 'Municipality not found' },
  notFoundHeading: { es: 'No encontramos ese municipio', pt: 'Não encontramos esse município', en: 'We could not find that municipality' },
  notFoundBody: {
    es: 'La dirección «{url}» no corresponde a ningún municipio. Puedes elegir el servicio que necesitas y buscar el municipio en el formulario.',
    pt: 'O endereço «{url}» não corresponde a nenhum município. Pode escolher o serviço de que precisa e procurar o município no formulário.',
    en: 'The address “{url}” is not a municipality we know. Choose the service you need and look the municipality up in its form.',
  },
  toChooser: { es: 'Ver todos los servicios', pt: 'Ver todos os serviços', en: 'See all services' },
});
