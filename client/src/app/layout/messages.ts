import { defineMessages } from '../../i18n/define-messages.ts';

/** The footer of every page (decision 022); the legal pages' link texts are their titles in the shared table. */
export const footerText = defineMessages({
  legalNav: { es: 'Información legal', pt: 'Informação legal', en: 'Legal information' },
  /** No full stop: company names end in one ('S.L.', 'Lda.'). */
  operatedBy: {
    es: '{portal} es un servicio de {company}',
    pt: '{portal} é um serviço de {company}',
    en: '{portal} is a service of {company}',
  },
  notPublicBody: {
    es: 'Somos una empresa privada que tramita documentos oficiales en nombre de sus clientes; no somos un registro ni un organismo público.',
    pt: 'Somos uma empresa privada que trata de documentos oficiais em nome dos seus clientes; não somos uma conservatória nem um organismo público.',
    en: 'We are a private company that applies for official documents on our customers’ behalf; we are not a registry or a government body.',
  },
  support: { es: 'Atención al cliente', pt: 'Apoio ao cliente', en: 'Customer support' },
});
