import { BRAND } from '@lingon/contracts/brand';
import { REFERRAL_FRIEND_WELCOME } from '@lingon/contracts/fixtures/mypages-referrals';
import { REFERRAL_CODE_PATTERN } from '@lingon/contracts/mypages/referrals';
import { Banner } from '@lingon/design-system/banner';
import { AppLink } from '@lingon/design-system/link-provider';

/**
 * The start page opened from a customer's referral link (`/?kod=…`, my pages' 'Värva en vän'):
 * the friend is told what the code gives and how to use it. Subscriptions are signed in the chat
 * or by customer service, so the code is given there.
 */
export function ReferralWelcome({ code }: { code: string }) {
  // Only a code as my pages hands them out (`?kod=QFJ9L29D`); anything else is ignored.
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  return (
    <Banner
      variant="success"
      title={`En vän har tipsat dig om ${BRAND.name}`}
      dismissible
      closeLabel="Stäng tipset"
      data-slot="referral-welcome"
      className="mb-8"
    >
      {REFERRAL_FRIEND_WELCOME} Ange koden <strong className="whitespace-nowrap">{code}</strong> när
      du tecknar ditt abonnemang, i chatten eller hos kundservice.{' '}
      <AppLink href="/kontakta-oss" className="font-semibold underline underline-offset-4">
        Så kontaktar du oss
      </AppLink>
    </Banner>
  );
}
