// @vitest-environment happy-dom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox, ComboboxInput, ComboboxList, ComboboxOption } from '../components/combobox';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOWNS = ['Lund', 'Luleå', 'Malmö'];

/**
 * A combobox field on useListboxNavigation (through the Combobox parts): the text filters the
 * towns, a pick writes the town into it, and Escape may clear it.
 */
function TownField({ towns = TOWNS }: { towns?: readonly string[] }) {
  const [text, setText] = React.useState('');
  const matches = towns.filter((town) => town.toLowerCase().startsWith(text.toLowerCase()));
  return (
    <Combobox
      options={matches}
      getOptionKey={(town) => town}
      onSelect={setText}
      onClear={() => setText('')}
    >
      <ComboboxInput
        aria-label="Ort"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ComboboxList aria-label="Orter">
        {matches.map((town) => (
          <ComboboxOption key={town} value={town}>
            {town}
          </ComboboxOption>
        ))}
      </ComboboxList>
    </Combobox>
  );
}

let root: Root | null = null;

async function mountField(towns?: readonly string[]) {
  const mount = document.createElement('div');
  document.body.append(mount);
  root = createRoot(mount);
  await act(async () => root?.render(<TownField towns={towns} />));
  return mount.querySelector('input')!;
}

/** Types `text` as one change, as a paste or the last key of a word does. */
async function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(input: HTMLInputElement, key: string) {
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('useListboxNavigation, Escape in a combobox', () => {
  it('closes the open pop-up first and clears the text only on the next Escape', async () => {
    const input = await mountField();
    await type(input, 'lu');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('lu');

    await press(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('keeps a picked option when Escape follows the pick, however often', async () => {
    const input = await mountField();
    await type(input, 'lu');
    await press(input, 'ArrowDown');
    await press(input, 'Enter');
    expect(input.value).toBe('Lund');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await press(input, 'Escape');
    await press(input, 'Escape');
    expect(input.value).toBe('Lund');
  });

  it('keeps the text when Escape only cancels a pop-up whose options have not come', async () => {
    const input = await mountField([]);
    await type(input, 'Storgatan 3');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await press(input, 'Escape');
    expect(input.value).toBe('Storgatan 3');
    // The pop-up was still wanted; that Escape closed it, so a second one clears.
    await press(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('clears only straight after the closing Escape, not after other keys', async () => {
    const input = await mountField();
    await type(input, 'lu');
    await press(input, 'Escape');
    await press(input, 'ArrowLeft');
    await press(input, 'Escape');
    expect(input.value).toBe('lu');
  });
});
