import { describe, expect, it } from 'vitest';
import { dropPropertyRules, remToPx, shadowRootCss, unwrapPropertiesFallback } from './shadow-css';

describe('shadowRootCss', () => {
  it("puts the tokens on the host, not on the partner's root", () => {
    expect(shadowRootCss(':root,:host{--x:1}:root,[data-theme=light]{--y:2}')).toBe(
      ':host,:host{--x:1}:host,[data-theme=light]{--y:2}',
    );
  });

  it("applies Tailwind's @property fallback everywhere and drops the registrations", () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline)){*,:before,:after{--tw-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}}' +
      '.shadow{box-shadow:var(--tw-shadow)}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-leading{syntax:"*";inherits:false}';
    expect(shadowRootCss(css)).toBe(
      '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}' +
        '.shadow{box-shadow:var(--tw-shadow)}',
    );
  });

  it('leaves CSS without the fallback or registrations as it is', () => {
    expect(unwrapPropertiesFallback('.a{color:red}')).toBe('.a{color:red}');
    expect(unwrapPropertiesFallback('@layer properties{.a{b:c}}')).toBe(
      '@layer properties{.a{b:c}}',
    );
    expect(dropPropertyRules('.a{color:red}')).toBe('.a{color:red}');
  });

  it("fixes rem to px so the partner's root font size changes nothing", () => {
    expect(remToPx('.p{padding:calc(.25rem*4);font-size:1.2rem;margin:0rem}')).toBe(
      '.p{padding:calc(4px*4);font-size:19.2px;margin:0px}',
    );
    // Not a unit: names that contain "rem".
    expect(remToPx('.remove{--x-2rem-y:1}')).toBe('.remove{--x-2rem-y:1}');
  });
});
