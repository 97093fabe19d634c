/**
 * Customer service's phone line and opening hours, as the contact page gives them: the way
 * forward wherever a flow cannot help (an address not found, an order refused).
 */
export const SUPPORT_PHONE = { display: '0771-40 40 40', href: 'tel:+46771404040' } as const;
export const SUPPORT_HOURS = 'vardagar 8–20 och helger 10–16';
