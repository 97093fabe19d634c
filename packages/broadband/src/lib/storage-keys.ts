/** Local-storage keys of SPEC §3: the broadband order's stored selections. */
export const SELECTED_PRODUCT_KEY = 'selectedProduct';
export const ADDRESS_OBJECT_KEY = 'addressObject';

/** Session-storage key of the partner a visitor came from (the embedded address check). */
export const SALES_PARTNER_KEY = 'salesPartner';

/** Session-storage key of the telemarketing/support key (SPEC §3 "Telemarketing state"). */
export const TELEMARKETING_KEY = 'telemarketingKey';

/**
 * The broadband order's stored selections, the chosen product and the checked address (SPEC §4):
 * the site forgets them when the customer logs out, so that the next person in the tab does not
 * see the last one's address. A module of its own, with no code, so that the site's sign-out can
 * name the keys without loading the order state.
 */
export const BROADBAND_STORAGE_KEYS = [SELECTED_PRODUCT_KEY, ADDRESS_OBJECT_KEY] as const;
