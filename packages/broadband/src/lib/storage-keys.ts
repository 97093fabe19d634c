/** Local-storage keys of SPEC §3: the broadband order's stored selections. */
export const SELECTED_PRODUCT_KEY = 'selectedProduct';
export const ADDRESS_OBJECT_KEY = 'addressObject';

/** Session-storage key of the partner a visitor came from (the embedded address check). */
export const SALES_PARTNER_KEY = 'salesPartner';

/** Session-storage key of the telemarketing/support key (SPEC §3 "Telemarketing state"). */
export const TELEMARKETING_KEY = 'telemarketingKey';

/**
 * Session-storage key of the e-mail and mobile number typed in the checkout: they survive a
 * reload (a phone's browser may drop the tab while the customer is in the BankID app).
 */
export const CHECKOUT_CONTACT_KEY = 'checkoutContact';

/**
 * The broadband order's stored selections, the chosen product and the checked address (SPEC §4),
 * and the contact details typed in the checkout: the site forgets them when the customer logs
 * out, so that the next person in the tab does not see the last one's address or e-mail. A
 * module of its own, with no code, so that the site's sign-out can name the keys without loading
 * the order state.
 */
export const BROADBAND_STORAGE_KEYS = [
  SELECTED_PRODUCT_KEY,
  ADDRESS_OBJECT_KEY,
  CHECKOUT_CONTACT_KEY,
] as const;
