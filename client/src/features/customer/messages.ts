import { defineMessages } from '../../i18n/define-messages.ts';

/** customer/register and customer/authenticate. The spec's Spanish copy (spec 5, 8) is verbatim. */
export const customerText = defineMessages({
  registerIntro: {
    es: 'Indícanos tu email para continuar con tu pedido.',
    pt: 'Indique o seu email para continuar com a sua encomenda.',
    en: 'Tell us your e-mail address to continue with your order.',
  },
  emailInvalid: {
    es: 'Por favor, introduce un email válido',
    pt: 'Por favor, introduza um email válido',
    en: 'Please enter a valid email',
  },
  emailRequired: { es: 'Se requiere un email', pt: 'É necessário um email', en: 'An email is required' },
  emailExists: {
    es: 'Ya existe un cliente registrado con esta dirección.',
    pt: 'Já existe um cliente registado com este endereço.',
    en: 'A customer is already registered with this address.',
  },
  authenticateHere: { es: 'Identifícate aquí', pt: 'Identifique-se aqui', en: 'Sign in here' },
  /** spec 5: pressing Next accepts the privacy policy and the contracting conditions; both are links (LegalSentence). */
  consent: {
    es: 'Al pulsar Siguiente aceptas la {privacy} y las {terms}.',
    pt: 'Ao clicar em Seguinte aceita a {privacy} e as {terms}.',
    en: 'By pressing Next you accept the {privacy} and the {terms}.',
  },
  next: { es: 'Siguiente', pt: 'Seguinte', en: 'Next' },
  alreadyCustomer: { es: '¿Ya eres cliente?', pt: 'Já é cliente?', en: 'Already a customer?' },
  checking: { es: 'Comprobando…', pt: 'A verificar…', en: 'Checking…' },
  authenticateIntro: {
    es: 'Identifícate con tu email y tu contraseña.',
    pt: 'Identifique-se com o seu email e a sua palavra-passe.',
    en: 'Sign in with your email and password.',
  },
  password: { es: 'Contraseña', pt: 'Palavra-passe', en: 'Password' },
  passwordRequired: {
    es: 'Por favor, introduce tu contraseña',
    pt: 'Por favor, introduza a sua palavra-passe',
    en: 'Please enter your password',
  },
  signIn: { es: 'Entrar', pt: 'Entrar', en: 'Sign in' },
  /** The backend limits failed logins per address and per browser (429): the wait is minutes, not seconds. */
  /** A refused login whose answer says nothing more (the spec does not show authenticate's answer). */
  loginRefused: {
    es: 'El email o la contraseña no son correctos.',
    pt: 'O email ou a palavra-passe não estão corretos.',
    en: 'The e-mail or the password is not correct.',
  },
  tooManyLogins: {
    es: 'Demasiados intentos. Vuelve a intentarlo dentro de unos minutos.',
    pt: 'Demasiadas tentativas. Tente novamente dentro de alguns minutos.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  signingIn: { es: 'Entrando…', pt: 'A entrar…', en: 'Signing in…' },
  forgotPassword: { es: 'He olvidado mi contraseña', pt: 'Esqueci-me da palavra-passe', en: 'I forgot my password' },
  reminderSent: {
    es: 'Te hemos enviado un enlace para acceder a tu cuenta a {email}.',
    pt: 'Enviámos-lhe uma ligação para aceder à sua conta para {email}.',
    en: 'We have sent a link to access your account to {email}.',
  },
  reminderLink: { es: 'Abrir el enlace de acceso', pt: 'Abrir a ligação de acesso', en: 'Open the access link' },
  reminderUnknown: {
    es: 'No hay ningún cliente registrado con esta dirección.',
    pt: 'Não existe nenhum cliente registado com este endereço.',
    en: 'No customer is registered with this address.',
  },
  newCustomer: {
    es: '¿Eres un cliente nuevo? Continúa con tu email',
    pt: 'É um cliente novo? Continue com o seu email',
    en: 'New customer? Continue with your email',
  },
});
