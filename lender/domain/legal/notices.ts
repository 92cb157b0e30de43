// The lender's other published notices: the terms of use of the portal, the electronic delivery
// disclosure (E-SIGN, 15 U.S.C. 7001(c)(1): what it covers, paper copies and their fee, withdrawing and
// what follows, keeping the e-mail current, the hardware and software needed), the licenses (NMLS id and
// state licenses) and the accessibility statement. English and Spanish.
import { LENDER_ADDRESS, LENDER_NAME, LENDER_NMLS_ID, SUPPORT_PHONE } from '../contact';
import type { LegalText } from './types';

const L = LENDER_NAME;

export const TERMS: LegalText = {
  version: '2026-01',
  effectiveOn: '2026-01-01',
  en: {
    title: 'Terms of use',
    sections: [
      { heading: 'Using this portal', paragraphs: [`This portal lets ${L}'s customers see their loans and service cards, make payments and manage their account. By signing in you agree to these terms. Your loan agreement or cardholder agreement governs your credit; if these terms and your agreement differ, your agreement controls.`] },
      { heading: 'Your sign-in', paragraphs: ['Keep your password and any sign-in codes to yourself. Tell us at once if you think someone else has used your account. You are responsible for what is done with your sign-in until you tell us.'] },
      { heading: 'Payments', paragraphs: ['A payment you authorize in the portal is made as the authorization you accepted says. Payments may be cancelled only as the portal and your authorization allow.'] },
      { heading: 'Availability', paragraphs: [`The portal may be unavailable at times for maintenance. You can always reach us at ${SUPPORT_PHONE}.`] },
      { heading: 'Changes', paragraphs: ['We may change these terms. The version and its effective date are shown above; the portal tells you when the terms change.'] },
    ],
  },
  es: {
    title: 'Condiciones de uso',
    sections: [
      { heading: 'Uso de este portal', paragraphs: [`Este portal permite a los clientes de ${L} ver sus préstamos y tarjetas de servicio, hacer pagos y administrar su cuenta. Al iniciar sesión, acepta estas condiciones. Su contrato de préstamo o su contrato del titular de la tarjeta rige su crédito; si estas condiciones y su contrato no coinciden, prevalece su contrato.`] },
      { heading: 'Su acceso', paragraphs: ['No comparta su contraseña ni sus códigos de inicio de sesión. Avísenos de inmediato si cree que otra persona usó su cuenta. Usted es responsable de lo que se haga con su acceso hasta que nos avise.'] },
      { heading: 'Pagos', paragraphs: ['Un pago que autorice en el portal se hace como lo indica la autorización que aceptó. Los pagos solo se pueden cancelar como lo permiten el portal y su autorización.'] },
      { heading: 'Disponibilidad', paragraphs: [`Es posible que el portal no esté disponible a veces por mantenimiento. Siempre puede comunicarse con nosotros al ${SUPPORT_PHONE}.`] },
      { heading: 'Cambios', paragraphs: ['Podemos cambiar estas condiciones. La versión y su fecha de vigencia aparecen arriba; el portal le avisa cuando cambian.'] },
    ],
  },
};

export const E_SIGN: LegalText = {
  version: '2026-01',
  effectiveOn: '2026-01-01',
  en: {
    title: 'Electronic delivery disclosure',
    sections: [
      { heading: 'What this covers', paragraphs: [`With your consent, ${L} gives you electronically, in this portal and by e-mail, the documents about your loans and service cards that the law says we must give you in writing: agreements, statements, payoff letters, payment authorizations and receipts, privacy notices and notices of action taken on your credit. Your consent covers every loan and card you have with us, now and later, until you withdraw it.`] },
      { heading: 'Paper copies', paragraphs: [`You may ask for a paper copy of any document at any time, at no charge: call ${SUPPORT_PHONE} or write to ${L}, ${LENDER_ADDRESS}. Asking for a paper copy does not withdraw your consent.`] },
      { heading: 'Withdrawing your consent', paragraphs: [`You may withdraw your consent at any time, at no charge, in Account Preferences ("Paperless") or by calling ${SUPPORT_PHONE}. From then on we mail your documents to your address on file; the portal still shows them. Withdrawing does not change your loan or card terms and does not undo documents already delivered.`] },
      { heading: 'Keeping your e-mail current', paragraphs: ['We send notices to the e-mail address on your account. Keep it current in Account Preferences. If our e-mails to you come back undelivered, we may mail your documents until you give us a working address.'] },
      { heading: 'What you need', paragraphs: ['A computer, tablet or phone with a current web browser (the two latest versions of Chrome, Edge, Firefox or Safari), an internet connection, an e-mail account, software that opens PDF files (most browsers do), and a printer or storage to keep copies. If these requirements change in a way that could stop you from opening or keeping documents, we will tell you and ask for your consent again.'] },
    ],
  },
  es: {
    title: 'Divulgación sobre la entrega electrónica',
    sections: [
      { heading: 'Qué cubre', paragraphs: [`Con su consentimiento, ${L} le entrega electrónicamente, en este portal y por correo electrónico, los documentos sobre sus préstamos y tarjetas de servicio que la ley nos exige darle por escrito: contratos, estados de cuenta, cartas de liquidación, autorizaciones de pago y recibos, avisos de privacidad y avisos de decisiones sobre su crédito. Su consentimiento cubre todos los préstamos y tarjetas que tenga con nosotros, ahora y en el futuro, hasta que lo retire.`] },
      { heading: 'Copias en papel', paragraphs: [`Puede pedir una copia en papel de cualquier documento en cualquier momento, sin costo: llame al ${SUPPORT_PHONE} o escriba a ${L}, ${LENDER_ADDRESS}. Pedir una copia en papel no retira su consentimiento.`] },
      { heading: 'Cómo retirar su consentimiento', paragraphs: [`Puede retirar su consentimiento en cualquier momento, sin costo, en Preferencias de la cuenta ("Sin papel") o llamando al ${SUPPORT_PHONE}. Desde entonces le enviamos sus documentos por correo postal a su dirección registrada; el portal los sigue mostrando. Retirar su consentimiento no cambia las condiciones de su préstamo o tarjeta ni anula los documentos ya entregados.`] },
      { heading: 'Mantenga su correo electrónico al día', paragraphs: ['Enviamos los avisos al correo electrónico de su cuenta. Manténgalo al día en Preferencias de la cuenta. Si nuestros correos le son devueltos sin entregar, podemos enviarle sus documentos por correo postal hasta que nos dé una dirección que funcione.'] },
      { heading: 'Lo que necesita', paragraphs: ['Una computadora, tableta o teléfono con un navegador web actualizado (las dos últimas versiones de Chrome, Edge, Firefox o Safari), conexión a internet, una cuenta de correo electrónico, un programa que abra archivos PDF (la mayoría de los navegadores lo hacen) y una impresora o espacio para guardar copias. Si estos requisitos cambian de una manera que le impida abrir o guardar documentos, se lo diremos y le pediremos de nuevo su consentimiento.'] },
    ],
  },
};

/** The state licenses the lender holds (the sandbox's: a real lender lists its own from NMLS Consumer Access). */
const STATE_LICENSES: [state: string, license: { en: string; es: string }, number: string][] = [
  ['Arizona', { en: 'Consumer Lender License', es: 'Licencia de prestamista al consumidor' }, 'CL-0999901'],
  ['California', { en: 'California Financing Law License', es: 'Licencia según la Ley de Financiamiento de California' }, '60DBO-999901'],
  ['Colorado', { en: 'Supervised Lender License', es: 'Licencia de prestamista supervisado' }, '999901'],
  ['Nevada', { en: 'Installment Loan License', es: 'Licencia de préstamos a plazos' }, 'IL-99901'],
  ['Utah', { en: 'Consumer Credit Notification', es: 'Notificación de crédito al consumidor' }, 'UT-999901'],
];

export const LICENSES: LegalText = {
  version: '2026-01',
  effectiveOn: '2026-01-01',
  en: {
    title: 'Licenses',
    sections: [
      { heading: 'NMLS', paragraphs: [`${L}, NMLS ID ${LENDER_NMLS_ID}. You can look up this license on NMLS Consumer Access (www.nmlsconsumeraccess.org).`] },
      { heading: 'State licenses', paragraphs: [], table: { columns: ['State', 'License', 'Number'], rows: STATE_LICENSES.map(([state, license, number]) => [state, license.en, number]) } },
      { heading: 'Address', paragraphs: [`${L}, ${LENDER_ADDRESS}`] },
    ],
  },
  es: {
    title: 'Licencias',
    sections: [
      { heading: 'NMLS', paragraphs: [`${L}, número de identificación NMLS ${LENDER_NMLS_ID}. Puede consultar esta licencia en NMLS Consumer Access (www.nmlsconsumeraccess.org).`] },
      { heading: 'Licencias estatales', paragraphs: [], table: { columns: ['Estado', 'Licencia', 'Número'], rows: STATE_LICENSES.map(([state, license, number]) => [state, license.es, number]) } },
      { heading: 'Dirección', paragraphs: [`${L}, ${LENDER_ADDRESS}`] },
    ],
  },
};

export const ACCESSIBILITY: LegalText = {
  version: '2026-01',
  effectiveOn: '2026-01-01',
  en: {
    title: 'Accessibility statement',
    sections: [
      { heading: 'Our goal', paragraphs: [`${L} wants everyone to be able to use this portal. We design and test it to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA: it works with a keyboard alone, with screen readers, at 400% zoom and on small screens, in English and Spanish.`] },
      { heading: 'Documents in other formats', paragraphs: [`If a document is hard for you to read, ask us for it in another format (large print, an accessible electronic file or read aloud by phone) at ${SUPPORT_PHONE}, at no charge.`] },
      { heading: 'Tell us about a problem', paragraphs: [`If something in the portal does not work for you, call ${SUPPORT_PHONE} (relay calls welcome: dial 711) and tell us the page and what happened. We will help you complete what you were doing and fix the problem.`] },
    ],
  },
  es: {
    title: 'Declaración de accesibilidad',
    sections: [
      { heading: 'Nuestro objetivo', paragraphs: [`${L} quiere que todas las personas puedan usar este portal. Lo diseñamos y lo probamos para cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA: funciona solo con el teclado, con lectores de pantalla, con zoom de 400% y en pantallas pequeñas, en inglés y en español.`] },
      { heading: 'Documentos en otros formatos', paragraphs: [`Si le cuesta leer un documento, pídanoslo en otro formato (letra grande, un archivo electrónico accesible o leído en voz alta por teléfono) al ${SUPPORT_PHONE}, sin costo.`] },
      { heading: 'Avísenos de un problema', paragraphs: [`Si algo del portal no le funciona, llame al ${SUPPORT_PHONE} (aceptamos llamadas por servicio de retransmisión: marque 711) y díganos la página y lo que pasó. Le ayudaremos a terminar lo que estaba haciendo y corregiremos el problema.`] },
    ],
  },
};
