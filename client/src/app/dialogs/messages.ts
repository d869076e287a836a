import { defineMessages } from '../../i18n/define-messages.ts';

/**
 * The app-wide dialogs of spec 2 "Other dialogs". The exit-intent copy is the spec's Spanish, verbatim (its closing
 * semicolon too); Portuguese and English translate it. Its button is the wizard's Continuar (wizard/messages.ts).
 */
export const dialogText = defineMessages({
  politeTitle: { es: 'Aviso', pt: 'Aviso', en: 'Notice' },
  /** The polite modal's help line; {phone} becomes a tel: link. */
  helpLine: {
    es: '¿Necesitas ayuda? Llama a {site} al {phone}.',
    pt: 'Precisa de ajuda? Ligue para {site} através do {phone}.',
    en: 'Need help? Call {site} on {phone}.',
  },
  /** The help line before the configuration has given the site's name. */
  helpLineNoSite: {
    es: '¿Necesitas ayuda? Llámanos al {phone}.',
    pt: 'Precisa de ajuda? Ligue-nos através do {phone}.',
    en: 'Need help? Call us on {phone}.',
  },
  exitTitle: { es: '¿Necesitas ayuda?', pt: 'Precisa de ajuda?', en: 'Need help?' },
  exitCopy: {
    es: 'Estás a punto de abandonar tu compra. Puedes continuar comprando, haciendo click en Continuar;',
    pt: 'Está prestes a abandonar a sua compra. Pode continuar a comprar clicando em Continuar.',
    en: 'You are about to leave your purchase. You can carry on shopping by clicking Continue.',
  },
});
