import { defineMessages } from '../../i18n/define-messages.ts';

/** The legal pages' own words; the texts themselves are in ./texts, loaded per language. */
export const legalText = defineMessages({
  updated: { es: 'Última actualización: {date}', pt: 'Última atualização: {date}', en: 'Last updated: {date}' },
  choiceNone: {
    es: 'Todavía no has elegido qué cookies aceptas.',
    pt: 'Ainda não escolheu que cookies aceita.',
    en: 'You have not chosen which cookies you accept yet.',
  },
  choiceImplicit: {
    es: 'Has aceptado todas las cookies al seguir navegando.',
    pt: 'Aceitou todos os cookies ao continuar a navegar.',
    en: 'You accepted all cookies by continuing to browse.',
  },
  choiceNecessaryOnly: {
    es: 'Solo aceptas las cookies necesarias.',
    pt: 'Só aceita os cookies necessários.',
    en: 'You accept only the necessary cookies.',
  },
  choiceLevels: {
    es: 'Aceptas las cookies necesarias y las {levels}.',
    pt: 'Aceita os cookies necessários e os {levels}.',
    en: 'You accept the necessary cookies and the {levels} ones.',
  },
  functionality: { es: 'funcionales', pt: 'funcionais', en: 'functional' },
  tracking: { es: 'analíticas', pt: 'analíticos', en: 'analytics' },
  targeting: { es: 'publicitarias', pt: 'publicitários', en: 'advertising' },
  changeChoice: {
    es: 'Cambiar mi elección de cookies',
    pt: 'Alterar a minha escolha de cookies',
    en: 'Change my cookie choice',
  },
  choiceOpened: {
    es: 'Elige abajo, en el aviso de cookies.',
    pt: 'Escolha abaixo, no aviso de cookies.',
    en: 'Choose below, in the cookie notice.',
  },
});
