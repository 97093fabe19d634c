import { describe, expect, it } from 'vitest';
import { chatBannerPosition } from './chat-banner-position';

describe('chatBannerPosition (SPEC §9)', () => {
  it('is static at the top of the page and below 100 px', () => {
    expect(chatBannerPosition(0)).toBe('static');
    expect(chatBannerPosition(99)).toBe('static');
    expect(chatBannerPosition(99.5)).toBe('static');
  });

  it('is sticky from 100 px up to and including 220 px', () => {
    expect(chatBannerPosition(100)).toBe('sticky');
    expect(chatBannerPosition(160)).toBe('sticky');
    expect(chatBannerPosition(220)).toBe('sticky');
  });

  it('is fixed above 220 px', () => {
    expect(chatBannerPosition(220.5)).toBe('fixed');
    expect(chatBannerPosition(221)).toBe('fixed');
    expect(chatBannerPosition(5000)).toBe('fixed');
  });

  it('treats overscroll and unknown offsets as the top of the page', () => {
    expect(chatBannerPosition(-40)).toBe('static');
    expect(chatBannerPosition(Number.NaN)).toBe('static');
  });
});
