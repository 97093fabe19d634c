import { describe, expect, it } from 'vitest';
import {
  CHAT_FALLBACK_ANSWER,
  chatAutoAnswer,
  suggestChatGuides,
  type ChatGuideCandidate,
} from './chat';

const guide = (
  id: string,
  title: string,
  body: string,
  popularity = 0,
  category = 'Övrigt',
): ChatGuideCandidate => ({
  id,
  title,
  categorySlug: category.toLowerCase(),
  categoryTitle: category,
  searchText: `${title} ${body}`.toLocaleLowerCase('sv-SE'),
  popularity,
});

const guides = [
  guide('esim', 'Beställ eSIM', 'Så beställer du ett esim till din mobil.', 10, 'SIM-kort'),
  guide('faktura', 'Din faktura', 'Fakturan kommer varje månad till din mobil.', 50),
  guide('surf', 'Surfa utomlands', 'Surfa i hela EU med din mobil.', 30),
];

describe('suggestChatGuides', () => {
  it('ranks a guide that holds a rare word above one that holds a common word', () => {
    expect(
      suggestChatGuides('Hur beställer jag esim till mobil?', guides).map((g) => g.id),
    ).toEqual(['esim', 'faktura']);
  });

  it('counts words of four letters or more only, so a short question matches nothing', () => {
    expect(suggestChatGuides('Hej, EU?', guides)).toEqual([]);
  });

  it('breaks ties by popularity', () => {
    // "mobil" is in every guide: all score alike, the most read come first.
    expect(suggestChatGuides('mobil', guides, 3).map((g) => g.id)).toEqual([
      'faktura',
      'surf',
      'esim',
    ]);
  });

  it('weighs a word in the title double', () => {
    const inBody = guide('body', 'Om oss', 'Vi säljer router', 100);
    const inTitle = guide('title', 'Din router', 'Så fungerar den', 0);
    expect(suggestChatGuides('router', [inBody, inTitle]).map((g) => g.id)).toEqual([
      'title',
      'body',
    ]);
  });
});

describe('chatAutoAnswer', () => {
  it('lists the guides as named links to their support pages', () => {
    expect(chatAutoAnswer([{ id: 'esim', title: 'Beställ eSIM', categorySlug: 'sim-kort' }])).toBe(
      'Det här kanske hjälper:\n”Beställ eSIM” – /support/sim-kort/esim\nSkriv igen om du vill prata med en kollega.',
    );
  });

  it('promises a reply when no guide matches', () => {
    expect(chatAutoAnswer([])).toBe(CHAT_FALLBACK_ANSWER);
  });
});
