import { defineMessages } from '../../i18n/define-messages.ts';

/** The consent banner (spec 4 "Consent", decision 015). */
export const consentText = defineMessages({
  label: { es: 'Aviso de cookies', pt: 'Aviso de cookies', en: 'Cookie notice' },
  body: {
    es: 'Usamos cookies propias y de terceros para que la tienda funcione, recordar tus preferencias, medir las visitas y mostrarte publicidad. Si sigues navegando, aceptas su uso. Puedes aceptarlas todas, rechazar las que no son necesarias o elegir cuáles aceptas.',
    pt: 'Usamos cookies próprios e de terceiros para que a loja funcione, lembrar as suas preferências, medir as visitas e mostrar-lhe publicidade. Se continuar a navegar, aceita a sua utilização. Pode aceitá-los todos, rejeitar os que não são necessários ou escolher quais aceita.',
    en: 'We use our own and third-party cookies to run the shop, remember your preferences, measure visits and show you advertising. If you keep browsing, you accept their use. You can accept them all, reject the ones that are not necessary, or choose which to accept.',
  },
  /** On a phone the banner says less (issue 41): what cookies are for, then browsing accepts or the implicit line. */
  short: {
    es: 'Usamos cookies para que la tienda funcione, medir las visitas y mostrarte publicidad.',
    pt: 'Usamos cookies para que a loja funcione, medir as visitas e mostrar-lhe publicidade.',
    en: 'We use cookies to run the shop, measure visits and show you advertising.',
  },
  browsingAccepts: {
    es: 'Si sigues navegando, aceptas su uso.',
    pt: 'Se continuar a navegar, aceita a sua utilização.',
    en: 'If you keep browsing, you accept their use.',
  },
  implicit: {
    es: 'Has aceptado las cookies al seguir navegando; puedes cambiar tu elección.',
    pt: 'Aceitou os cookies ao continuar a navegar; pode alterar a sua escolha.',
    en: 'You accepted cookies by continuing to browse; you can change your choice.',
  },
  acceptAll: { es: 'Aceptar todas', pt: 'Aceitar todos', en: 'Accept all' },
  reject: { es: 'Rechazar las no necesarias', pt: 'Rejeitar os não necessários', en: 'Reject non-essential' },
  choose: { es: 'Elegir cookies', pt: 'Escolher cookies', en: 'Choose cookies' },
  /** The three buttons' words on a phone, one row; each button is still named by its full label. */
  acceptShort: { es: 'Aceptar', pt: 'Aceitar', en: 'Accept' },
  rejectShort: { es: 'Rechazar', pt: 'Rejeitar', en: 'Reject' },
  chooseShort: { es: 'Elegir', pt: 'Escolher', en: 'Choose' },
  levels: { es: 'Qué cookies aceptas', pt: 'Que cookies aceita', en: 'Which cookies you accept' },
  strictlyNecessary: {
    es: 'Necesarias (siempre activas): el carrito, el pago y tu sesión.',
    pt: 'Necessários (sempre ativos): o carrinho, o pagamento e a sua sessão.',
    en: 'Necessary (always on): the cart, payment and your session.',
  },
  functionality: {
    es: 'Funcionales: recordar tus preferencias',
    pt: 'Funcionais: lembrar as suas preferências',
    en: 'Functional: remember your preferences',
  },
  tracking: {
    es: 'Analíticas: medir las visitas para mejorar la tienda',
    pt: 'Analíticos: medir as visitas para melhorar a loja',
    en: 'Analytics: measure visits to improve the shop',
  },
  targeting: {
    es: 'Publicitarias: mostrarte anuncios relevantes',
    pt: 'Publicitários: mostrar-lhe anúncios relevantes',
    en: 'Advertising: show you relevant ads',
  },
  save: { es: 'Guardar mi elección', pt: 'Guardar a minha escolha', en: 'Save my choice' },
});
