import { BRAND, MY_PAGES_NAME } from '@lingon/contracts/brand';
import { formatTransferCode, transferPath } from '@lingon/contracts/mypages/transfers';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import type { Notification } from './outbox';

export const TRANSFER_INVITATION_KIND = 'transfer-invitation';

/** `10 december 2026 kl. 14.05`, in Swedish time. */
export function formatSwedishDateTime(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', ...options }).format(date);
  const day = part({ day: 'numeric', month: 'long', year: 'numeric' });
  const time = part({ hour: '2-digit', minute: '2-digit' }).replace(':', '.');
  return `${day} kl. ${time}`;
}

/**
 * The invitation to the person a subscription is being transferred to, by the channel the owner
 * chose. It names the owner, the number and the plan (what the new owner is asked to take over)
 * and carries the code and, when the site's address is known, the link with the code filled in.
 * Never the owner's personal number: the message goes to an address the owner typed.
 */
export function transferInvitation(transfer: {
  id: string;
  channel: 'EMAIL' | 'SMS';
  /** The e-mail address or the mobile number (as formatted for the owner). */
  recipient: string;
  fromName: string;
  msisdn: string;
  planName: string;
  code: string;
  expiresAt: Date;
  /** The site's public origin (https://www.example.se); without it the message has the code only. */
  siteUrl?: string | undefined;
}): Notification {
  const number = formatSwedishMobile(transfer.msisdn);
  const code = formatTransferCode(transfer.code);
  const until = formatSwedishDateTime(transfer.expiresAt);
  const link = transfer.siteUrl
    ? `${transfer.siteUrl.replace(/\/+$/, '')}${transferPath(transfer.code)}`
    : null;
  const base = {
    recipient: transfer.recipient,
    kind: TRANSFER_INVITATION_KIND,
    reference: transfer.id,
  };
  if (transfer.channel === 'SMS') {
    const how = link
      ? `Godkänn med ditt BankID här: ${link}`
      : `Logga in på ${MY_PAGES_NAME}, välj Överlåt abonnemang och ange koden ${code}.`;
    return {
      ...base,
      channel: 'sms',
      subject: null,
      body:
        `${transfer.fromName} vill överlåta abonnemanget ${number} till dig. ${how} ` +
        `${link ? `Koden är ${code}. ` : ''}Inbjudan gäller till ${until}. /${BRAND.name}`,
    };
  }
  const lines = [
    'Hej!',
    '',
    `${transfer.fromName} vill överlåta sitt abonnemang ${number} (${transfer.planName}) till dig.`,
    '',
    ...(link
      ? [
          'Öppna länken för att se överlåtelsen och godkänna den med ditt BankID:',
          link,
          '',
          `Du kan också logga in på ${MY_PAGES_NAME}, välja Överlåt abonnemang och ange koden ${code}.`,
        ]
      : [
          `Logga in på ${MY_PAGES_NAME}, välj Överlåt abonnemang och ange koden ${code}.`,
          'Där ser du överlåtelsen och godkänner den med ditt BankID.',
        ]),
    '',
    `Inbjudan gäller till ${until}. Vill du inte ta över abonnemanget kan du avböja på samma sida eller låta inbjudan gå ut.`,
    '',
    'Hälsningar',
    BRAND.name,
  ];
  return {
    ...base,
    channel: 'email',
    subject: `${transfer.fromName} vill överlåta ett abonnemang till dig`,
    body: lines.join('\n'),
  };
}
