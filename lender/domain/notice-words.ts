// The words of the lender's account e-mails in the customer's language (the user's preferred_locale: es-US
// gets Spanish, anything else English): the security notice after every change of how an account signs in,
// and the two e-mails of a sign-in e-mail change.
import type { UserRow } from '../http/context';
import { SUPPORT_PHONE } from './contact';

export type NoticeLanguage = 'en' | 'es';
export const languageOf = (user: Pick<UserRow, 'preferredLocale'>): NoticeLanguage => (user.preferredLocale === 'es-US' ? 'es' : 'en');

export const SECURITY_EVENT_TEXT: Record<string, string> = {
  account_activated: 'Sign-in created with the welcome link',
  email_change_requested: 'Sign-in e-mail change requested',
  email_change_stopped: 'Sign-in e-mail change stopped',
  email_changed: 'Sign-in e-mail changed',
  phone_changed: 'Mobile phone verified',
  password_changed: 'Password changed',
  password_reset: 'Password reset with an e-mailed link',
  password_reset_requested: 'Password reset link requested',
  two_step_on_sms: 'Two-step verification turned on: codes by text message',
  two_step_on_email: 'Two-step verification turned on: codes by e-mail',
  two_step_on_totp: 'Two-step verification turned on: authenticator app',
  two_step_off: 'Two-step verification turned off',
  recovery_codes_new: 'New recovery codes made',
  device_revoked: 'Remembered device forgotten',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
};

const SECURITY_EVENT_TEXT_ES: Record<keyof typeof SECURITY_EVENT_TEXT, string> = {
  account_activated: 'Acceso creado con el enlace de bienvenida',
  email_change_requested: 'Cambio del correo electrónico de inicio de sesión solicitado',
  email_change_stopped: 'Cambio del correo electrónico de inicio de sesión detenido',
  email_changed: 'Correo electrónico de inicio de sesión cambiado',
  phone_changed: 'Teléfono móvil verificado',
  password_changed: 'Contraseña cambiada',
  password_reset: 'Contraseña restablecida con un enlace enviado por correo electrónico',
  password_reset_requested: 'Enlace para restablecer la contraseña solicitado',
  two_step_on_sms: 'Verificación en dos pasos activada: códigos por mensaje de texto',
  two_step_on_email: 'Verificación en dos pasos activada: códigos por correo electrónico',
  two_step_on_totp: 'Verificación en dos pasos activada: aplicación de autenticación',
  two_step_off: 'Verificación en dos pasos desactivada',
  recovery_codes_new: 'Códigos de recuperación nuevos creados',
  device_revoked: 'Dispositivo recordado olvidado',
  passkey_added: 'Llave de acceso agregada',
  passkey_removed: 'Llave de acceso quitada',
};

const UNKNOWN_DEVICE = { en: 'an unknown device', es: 'un dispositivo desconocido' };

export interface NoticeFacts {
  firstName: string;
  kind: string;
  at: Date;
  device: string | null;
  address: string | null;
  /** More lines after the first (what else the change did). */
  more?: string[];
}

/** The security notice e-mail's subject and body. */
export function noticeEmail(language: NoticeLanguage, facts: NoticeFacts): { subject: string; body: string } {
  const what = (language === 'es' ? SECURITY_EVENT_TEXT_ES : SECURITY_EVENT_TEXT)[facts.kind] ?? facts.kind;
  const device = facts.device ?? UNKNOWN_DEVICE[language];
  const when = `${facts.at.toLocaleString(language === 'es' ? 'es-US' : 'en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`;
  if (language === 'es') {
    return {
      subject: `Aviso de seguridad: ${what.toLowerCase()}`,
      body: [
        `Hola, ${facts.firstName}:`,
        '',
        `${what} el ${when} desde ${device}${facts.address ? ` en la dirección ${facts.address}` : ''}.`,
        ...(facts.more ?? []),
        '',
        `Si fue usted, no tiene que hacer nada. Si no fue usted, llámenos de inmediato al ${SUPPORT_PHONE}.`,
      ].join('\n'),
    };
  }
  return {
    subject: `Security notice: ${what.toLowerCase()}`,
    body: [
      `Hello ${facts.firstName},`,
      '',
      `${what} on ${when} from ${device}${facts.address ? ` at address ${facts.address}` : ''}.`,
      ...(facts.more ?? []),
      '',
      `If this was you, there is nothing to do. If it was not, call us at ${SUPPORT_PHONE} right away.`,
    ].join('\n'),
  };
}

/** The line a reset's notice adds when it removed passkeys added shortly before it. */
export const passkeysRemovedLine = (language: NoticeLanguage, count: number) =>
  language === 'es'
    ? `También quitamos ${count === 1 ? '1 llave de acceso agregada' : `${count} llaves de acceso agregadas`} en los 7 días anteriores: agréguela de nuevo si fue usted.`
    : `We also removed ${count === 1 ? '1 passkey' : `${count} passkeys`} added in the 7 days before: add it again if that was you.`;

/** The link to the new address: the change happens only when it is opened. */
export function confirmNewEmail(language: NoticeLanguage, firstName: string, link: string) {
  return language === 'es'
    ? {
        subject: 'Confirme su nuevo correo electrónico de inicio de sesión',
        body: [
          `Hola, ${firstName}:`,
          '',
          'Pidió usar esta dirección para iniciar sesión en ExpressWay Finance. Para confirmarla, abra este enlace en las próximas 24 horas:',
          link,
          '',
          'El enlace funciona una sola vez. Hasta que lo abra, su dirección anterior sigue siendo la de inicio de sesión. Si no lo pidió, ignore este correo.',
        ].join('\n'),
      }
    : {
        subject: 'Confirm your new sign-in e-mail',
        body: [
          `Hello ${firstName},`,
          '',
          'You asked to sign in to ExpressWay Finance with this address. To confirm it, open this link within 24 hours:',
          link,
          '',
          'The link works once. Until you open it, your earlier address stays your sign-in. If you did not ask for this, ignore this e-mail.',
        ].join('\n'),
      };
}

/** The notice to the old address, at once: what was asked, and the link that stops it. */
export function changeRequestedNotice(language: NoticeLanguage, facts: NoticeFacts & { newEmail: string; stopLink: string }) {
  const more =
    language === 'es'
      ? [`La nueva dirección es ${facts.newEmail}. El cambio se hará solo cuando se confirme desde esa dirección.`, '', 'Si no lo pidió usted, deténgalo con este enlace:', facts.stopLink]
      : [`The new address is ${facts.newEmail}. The change happens only once it is confirmed from that address.`, '', 'If you did not ask for it, stop it with this link:', facts.stopLink];
  return noticeEmail(language, { ...facts, more });
}
