// Prerendering runs without a browser: nothing about consent is known there.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from './consent-banner';
import { ConsentProvider, useConsent } from './consent-provider';
import { ConsentSettingsDialog } from './consent-settings-dialog';

function Probe() {
  const { status, activeGroups, isActive } = useConsent();
  return <output>{`${status}|${activeGroups.join(',')}|${String(isActive('C0004'))}`}</output>;
}

describe('ConsentProvider without a browser', () => {
  it('renders the banner for the hint script to hide, no settings and no optional group', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ConsentProvider>
        <ConsentBanner />
        <Probe />
        <ConsentSettingsDialog />
      </ConsentProvider>,
    );
    expect(html).toContain('unknown|C0001|false');
    // Prerendered, so it paints with the page; hidden for a stored choice by the hint script.
    expect(html).toContain('Vi använder cookies');
    expect(html).toContain('[html[data-consent=decided]_&amp;]:hidden');
    expect(html).not.toContain('Cookieinställningar');
  });

  it('useConsent needs the provider', () => {
    expect(() => renderToString(<Probe />)).toThrow(
      'useConsent must be used inside <ConsentProvider>.',
    );
  });
});
