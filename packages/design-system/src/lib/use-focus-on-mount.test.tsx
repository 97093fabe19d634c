// @vitest-environment happy-dom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnMount } from './use-focus-on-mount';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Receipt() {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Klart!
      </h2>
      <p>Ordernummer LO-XSURF-0001</p>
    </section>
  );
}

let root: Root | null = null;

async function mountReceipt() {
  const mount = document.createElement('div');
  document.body.append(mount);
  root = createRoot(mount);
  await act(async () => root?.render(<Receipt />));
  return mount;
}

/** Dispatches a press as the browser does; true when nothing cancelled it. */
function press(target: Element, type: 'mousedown' | 'click', detail: number): boolean {
  return target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, detail }));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('useFocusOnMount', () => {
  it('focuses the element when it mounts', async () => {
    const mount = await mountReceipt();
    expect(document.activeElement).toBe(mount.querySelector('h2'));
  });

  it('cancels the second press of a double click that lands on the receipt', async () => {
    const mount = await mountReceipt();
    const text = mount.querySelector('p')!;
    expect(press(text, 'mousedown', 2)).toBe(false);
    expect(press(text, 'click', 2)).toBe(false);
    // Elsewhere on the page too: the receipt can be shorter than the form it replaced.
    expect(press(document.body, 'mousedown', 3)).toBe(false);
  });

  it("lets the customer's own next press through, and every press after it", async () => {
    const mount = await mountReceipt();
    const text = mount.querySelector('p')!;
    expect(press(text, 'mousedown', 1)).toBe(true);
    expect(press(text, 'mousedown', 2)).toBe(true);
  });

  it('stops guarding when the receipt goes', async () => {
    await mountReceipt();
    await act(async () => root?.unmount());
    root = null;
    expect(press(document.body, 'mousedown', 2)).toBe(true);
  });
});
