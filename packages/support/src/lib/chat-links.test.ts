import { describe, expect, it } from 'vitest';
import { chatTextParts } from './chat-links';

describe('chatTextParts', () => {
  it('links the suggested guides by their titles', () => {
    const text =
      'Det här kanske hjälper:\n”Hur laddar jag mitt kontantkort?” – /support/kontantkort/ladda-kontantkort\n”Måste jag registrera mitt kontantkort?” – /support/kontantkort/registrera-kontantkort\nSkriv igen om du vill prata med en kollega.';
    expect(chatTextParts(text)).toEqual([
      { kind: 'text', text: 'Det här kanske hjälper:\n”' },
      {
        kind: 'link',
        href: '/support/kontantkort/ladda-kontantkort',
        text: 'Hur laddar jag mitt kontantkort?',
      },
      { kind: 'text', text: '”\n”' },
      {
        kind: 'link',
        href: '/support/kontantkort/registrera-kontantkort',
        text: 'Måste jag registrera mitt kontantkort?',
      },
      { kind: 'text', text: '”\nSkriv igen om du vill prata med en kollega.' },
    ]);
  });

  it('reads the older one-line answer too', () => {
    expect(
      chatTextParts(
        'Det här kanske hjälper: ”Hur beställer jag eSIM?” – /support/esim-och-sim-kort/bestall-esim och ”Byta nummer” – /support/mobil/byta-nummer. Skriv igen.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Det här kanske hjälper: ”' },
      {
        kind: 'link',
        href: '/support/esim-och-sim-kort/bestall-esim',
        text: 'Hur beställer jag eSIM?',
      },
      { kind: 'text', text: '” och ”' },
      { kind: 'link', href: '/support/mobil/byta-nummer', text: 'Byta nummer' },
      { kind: 'text', text: '”. Skriv igen.' },
    ]);
  });

  it('links a bare site path as itself, without the punctuation after it', () => {
    expect(chatTextParts('Ladda på /kontantkort/ladda, eller sök (/support/sok?q=esim).')).toEqual([
      { kind: 'text', text: 'Ladda på ' },
      { kind: 'link', href: '/kontantkort/ladda', text: '/kontantkort/ladda' },
      { kind: 'text', text: ', eller sök (' },
      { kind: 'link', href: '/support/sok?q=esim', text: '/support/sok?q=esim' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('leaves text that only looks like a path alone', () => {
    for (const text of [
      'Vi finns här 24/7 och/eller i butik.',
      'Se https://example.com/support/x eller //example.com/x',
      'Ett snedstreck / ensamt',
      'Ingen länk alls.',
    ]) {
      expect(chatTextParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('never makes markup of the text: a tag stays text beside the link', () => {
    expect(chatTextParts('<img src=x onerror=alert(1)> /support')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', href: '/support', text: '/support' },
    ]);
  });

  it('answers an empty message with no parts', () => {
    expect(chatTextParts('')).toEqual([]);
  });
});
