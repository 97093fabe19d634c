/**
 * The words of a student's price, the same on the cards, in the checkout and on the receipt. A
 * student price is a price of its own, not a campaign: it is never called "Kampanjpris".
 */

/** What a student pays: "Studentpris 79 kr" on a card, under the amount on the receipt. */
export const STUDENT_PRICE = 'Studentpris';

/** What the student price takes off the ordinary price, in the checkout: "Studentrabatt −20 kr". */
export const STUDENT_DISCOUNT = 'Studentrabatt';
