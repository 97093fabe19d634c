/** "4,3": one decimal with a Swedish decimal comma. */
export function formatAverage(average: number): string {
  return average.toLocaleString('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The spoken form of a star rating: "Betyg 4 av 5". */
export function ratingLabel(rating: number, max = 5): string {
  return `Betyg ${formatAverage(rating).replace(/,0$/, '')} av ${max}`;
}

/** How many of `max` stars are full, half or empty for a (possibly fractional) rating. */
export function starFill(rating: number, max = 5): Array<'full' | 'half' | 'empty'> {
  const clamped = Math.min(Math.max(rating, 0), max);
  // Round to the nearest half star, the precision the eye reads from stars.
  const halves = Math.round(clamped * 2);
  return Array.from({ length: max }, (_, index) => {
    const remaining = halves - index * 2;
    return remaining >= 2 ? 'full' : remaining === 1 ? 'half' : 'empty';
  });
}

export function reviewCountLabel(total: number): string {
  return total === 1 ? '1 omdöme' : `${total.toLocaleString('sv-SE')} omdömen`;
}
