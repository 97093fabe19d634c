/**
 * How a category of the offering is named inside a sentence, where its title ("Surfpaket",
 * "Ladda saldo") is a heading of its own. Made from the title, so a category the offering adds
 * later reads right without a word here.
 */

/** The flow's own verb at the start of a title: "Ladda saldo" is the action, saldo the thing. */
const LEADING_VERB = /^ladda\s+(?=\S)/i;

/**
 * The title as words in a sentence: without the leading "Ladda", and with a small first letter
 * unless the first word is an abbreviation ("EU-surf"). Only the first letter: "Extra GB" keeps
 * its GB.
 */
export function categoryInSentence(title: string): string {
  const words = title.trim().replace(LEADING_VERB, '');
  const abbreviation = words.length > 1 && words[1] !== words[1]?.toLowerCase();
  return abbreviation ? words : `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

/** The link from the whole offering to one category's page: "Visa bara saldo". */
export function showOnlyCategory(title: string): string {
  return `Visa bara ${categoryInSentence(title)}`;
}
