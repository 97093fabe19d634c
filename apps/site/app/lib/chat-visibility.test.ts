import { describe, expect, it } from 'vitest';
import { FAMILY_CHECKOUT_PATH, isChatAllowed, sharedPluginsAllowed } from './chat-visibility';

describe('isChatAllowed', () => {
  it('allows the chat on public pages and my pages', () => {
    expect(isChatAllowed('/')).toBe(true);
    expect(isChatAllowed('/support')).toBe(true);
    expect(isChatAllowed('/mitt-lingon/anslutna-abonnemang/familjeabonnemang')).toBe(true);
    expect(isChatAllowed('/kontantkort/ladda')).toBe(true);
  });

  it('leaves it out of the family checkout, with or without a trailing slash', () => {
    expect(FAMILY_CHECKOUT_PATH).toBe(
      '/mitt-lingon/anslutna-abonnemang/familjeabonnemang/checkout',
    );
    expect(isChatAllowed(FAMILY_CHECKOUT_PATH)).toBe(false);
    expect(isChatAllowed(`${FAMILY_CHECKOUT_PATH}/`)).toBe(false);
  });

  it('leaves it out of every path containing /ladda/kassa', () => {
    expect(isChatAllowed('/kontantkort/ladda/kassa')).toBe(false);
    expect(isChatAllowed('/kontantkort/ladda/kassa/betalning')).toBe(false);
    expect(isChatAllowed('/kontantkort/ladda/kassa/bekraftelse')).toBe(false);
  });
});

describe('sharedPluginsAllowed', () => {
  it('leaves the payment step without the shared plugins, and every other page with them', () => {
    expect(sharedPluginsAllowed('/kontantkort/ladda/kassa/betalning')).toBe(false);
    expect(sharedPluginsAllowed('/kontantkort/ladda/kassa/betalning/')).toBe(false);
    expect(sharedPluginsAllowed('/kontantkort/ladda/kassa')).toBe(true);
    expect(sharedPluginsAllowed('/')).toBe(true);
  });
});
