/** Session-storage key of the subscription the customer chose on 'Välj abonnemang'. */
export const SELECTED_SUBSCRIPTION_KEY = 'lingon.selectedSubscription';

/** Session-storage key of this tab's family subscription checkout. */
export const FAMILY_CHECKOUT_KEY = 'lingon.familyCheckout';

/**
 * Everything my pages keep in the tab's storage about the signed-in customer (their numbers, the
 * family checkout's personal number and addresses): the site forgets it when the customer logs
 * out or the session ends, so that the next customer in the tab sees none of it. A module of its
 * own, with no code, so that the site's sign-out can name the keys without loading my pages.
 */
export const MY_PAGES_STORAGE_KEYS = [SELECTED_SUBSCRIPTION_KEY, FAMILY_CHECKOUT_KEY] as const;
