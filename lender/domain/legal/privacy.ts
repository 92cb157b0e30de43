// The lender's privacy notice, on the model form of Regulation P (12 CFR 1016, appendix A): why, what is
// collected, the reasons shared with "do we share?" and "can you limit?", questions, who we are, what we
// do, definitions. This lender shares for its everyday business and its own marketing only, so there is
// nothing to limit and no opt-out form; a lender that shares more adds the "To limit our sharing" section.
import { LENDER_NAME, SUPPORT_PHONE } from '../contact';
import type { LegalText } from './types';

const L = LENDER_NAME;

export const PRIVACY: LegalText = {
  version: '2026-01',
  effectiveOn: '2026-01-01',
  en: {
    title: `FACTS: What does ${L} do with your personal information?`,
    sections: [
      { heading: 'Why?', paragraphs: ['Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share, and protect your personal information. Please read this notice carefully to understand what we do.'] },
      { heading: 'What?', paragraphs: ['The types of personal information we collect and share depend on the product or service you have with us. This information can include:', 'Social Security number and income', 'Account balances and payment history', 'Credit history and credit scores', 'When you are no longer our customer, we continue to share your information as described in this notice.'] },
      { heading: 'How?', paragraphs: [`All financial companies need to share customers' personal information to run their everyday business. In the section below, we list the reasons financial companies can share their customers' personal information; the reasons ${L} chooses to share; and whether you can limit this sharing.`] },
      {
        heading: 'Reasons we can share your personal information',
        paragraphs: [],
        table: {
          columns: ['Reasons we can share your personal information', `Does ${L} share?`, 'Can you limit this sharing?'],
          rows: [
            ['For our everyday business purposes, such as to process your transactions, maintain your account(s), respond to court orders and legal investigations, or report to credit bureaus', 'Yes', 'No'],
            ['For our marketing purposes, to offer our products and services to you', 'Yes', 'No'],
            ['For joint marketing with other financial companies', 'No', "We don't share"],
            ["For our affiliates' everyday business purposes: information about your transactions and experiences", 'No', "We don't share"],
            ["For our affiliates' everyday business purposes: information about your creditworthiness", 'No', "We don't share"],
            ['For our affiliates to market to you', 'No', "We don't share"],
            ['For nonaffiliates to market to you', 'No', "We don't share"],
          ],
        },
      },
      { heading: 'Questions?', paragraphs: [`Call ${SUPPORT_PHONE}, weekdays 6am-5pm PST and Saturday 7am-11am PST.`] },
      { heading: 'Who we are', paragraphs: [`Who is providing this notice? ${L}, the lender of your repair loan or service card.`] },
      {
        heading: 'What we do',
        paragraphs: [
          `How does ${L} protect my personal information? To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards and secured files and buildings.`,
          `How does ${L} collect my personal information? We collect your personal information, for example, when you apply for a loan, give us your income information, make a payment, provide account information, or give us your contact information. We also collect your personal information from others, such as credit bureaus and the service center where you applied.`,
          "Why can't I limit all sharing? Federal law gives you the right to limit only sharing for affiliates' everyday business purposes (information about your creditworthiness), affiliates from using your information to market to you, and sharing for nonaffiliates to market to you. State laws and individual companies may give you additional rights to limit sharing.",
        ],
      },
      {
        heading: 'Definitions',
        paragraphs: [
          `Affiliates: companies related by common ownership or control. They can be financial and nonfinancial companies. ${L} has no affiliates.`,
          `Nonaffiliates: companies not related by common ownership or control. They can be financial and nonfinancial companies. ${L} does not share with nonaffiliates so they can market to you.`,
          `Joint marketing: a formal agreement between nonaffiliated financial companies that together market financial products or services to you. ${L} does not jointly market.`,
        ],
      },
    ],
  },
  es: {
    title: `DATOS: ¿Qué hace ${L} con su información personal?`,
    sections: [
      { heading: '¿Por qué?', paragraphs: ['Las compañías financieras eligen cómo comparten su información personal. La ley federal les da a los consumidores el derecho a limitar parte, pero no todo, lo que se comparte. La ley federal también nos exige decirle cómo recopilamos, compartimos y protegemos su información personal. Lea este aviso con atención para entender lo que hacemos.'] },
      { heading: '¿Qué?', paragraphs: ['Los tipos de información personal que recopilamos y compartimos dependen del producto o servicio que tenga con nosotros. Esta información puede incluir:', 'Número de Seguro Social e ingresos', 'Saldos de cuenta e historial de pagos', 'Historial de crédito y puntajes de crédito', 'Cuando deje de ser nuestro cliente, seguiremos compartiendo su información como se describe en este aviso.'] },
      { heading: '¿Cómo?', paragraphs: [`Todas las compañías financieras necesitan compartir la información personal de sus clientes para sus operaciones diarias. En la sección siguiente indicamos las razones por las que las compañías financieras pueden compartir la información personal de sus clientes, las razones por las que ${L} elige compartirla y si usted puede limitar lo que se comparte.`] },
      {
        heading: 'Razones por las que podemos compartir su información personal',
        paragraphs: [],
        table: {
          columns: ['Razones por las que podemos compartir su información personal', `¿Comparte ${L}?`, '¿Puede limitar lo que se comparte?'],
          rows: [
            ['Para nuestras operaciones diarias, por ejemplo, para procesar sus transacciones, mantener su(s) cuenta(s), responder a órdenes judiciales e investigaciones legales, o informar a las agencias de crédito', 'Sí', 'No'],
            ['Para nuestra publicidad, para ofrecerle nuestros productos y servicios', 'Sí', 'No'],
            ['Para publicidad conjunta con otras compañías financieras', 'No', 'No compartimos'],
            ['Para las operaciones diarias de nuestras afiliadas: información sobre sus transacciones y experiencias', 'No', 'No compartimos'],
            ['Para las operaciones diarias de nuestras afiliadas: información sobre su solvencia crediticia', 'No', 'No compartimos'],
            ['Para que nuestras afiliadas le ofrezcan productos', 'No', 'No compartimos'],
            ['Para que compañías no afiliadas le ofrezcan productos', 'No', 'No compartimos'],
          ],
        },
      },
      { heading: '¿Preguntas?', paragraphs: [`Llame al ${SUPPORT_PHONE}, de lunes a viernes de 6am a 5pm PST y los sábados de 7am a 11am PST.`] },
      { heading: 'Quiénes somos', paragraphs: [`¿Quién envía este aviso? ${L}, el prestamista de su préstamo para reparaciones o de su tarjeta de servicio.`] },
      {
        heading: 'Lo que hacemos',
        paragraphs: [
          `¿Cómo protege ${L} mi información personal? Para proteger su información personal del acceso y el uso no autorizados, usamos medidas de seguridad que cumplen con la ley federal. Estas medidas incluyen protecciones informáticas y archivos y edificios seguros.`,
          `¿Cómo recopila ${L} mi información personal? Recopilamos su información personal, por ejemplo, cuando solicita un préstamo, nos da información sobre sus ingresos, hace un pago, nos da información de su cuenta o sus datos de contacto. También recopilamos su información personal de otros, como las agencias de crédito y el centro de servicio donde presentó su solicitud.`,
          '¿Por qué no puedo limitar todo lo que se comparte? La ley federal le da derecho a limitar solamente lo que se comparte para las operaciones diarias de las afiliadas (información sobre su solvencia crediticia), que las afiliadas usen su información para ofrecerle productos y lo que se comparte con compañías no afiliadas para ofrecerle productos. Las leyes estatales y cada compañía pueden darle derechos adicionales para limitar lo que se comparte.',
        ],
      },
      {
        heading: 'Definiciones',
        paragraphs: [
          `Afiliadas: compañías relacionadas por tener los mismos dueños o el mismo control. Pueden ser compañías financieras y no financieras. ${L} no tiene afiliadas.`,
          `No afiliadas: compañías que no están relacionadas por tener los mismos dueños o el mismo control. Pueden ser compañías financieras y no financieras. ${L} no comparte información con compañías no afiliadas para que le ofrezcan productos.`,
          `Publicidad conjunta: un acuerdo formal entre compañías financieras no afiliadas que juntas le ofrecen productos o servicios financieros. ${L} no hace publicidad conjunta.`,
        ],
      },
    ],
  },
};
