// @vitest-environment happy-dom
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepTypedBeforeHydration } from './use-typed-before-hydration';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const states: string[] = [];

/** A controlled field that keeps what was typed before it hydrated. */
function AddressField() {
  const [text, setText] = React.useState('');
  useKeepTypedBeforeHydration('address');
  React.useEffect(() => {
    states.push(text);
  }, [text]);
  return <input id="address" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useKeepTypedBeforeHydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    states.length = 0;
  });

  function prerender() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddressField />);
    document.body.append(container);
    return container;
  }

  it('types what was typed before hydration again, so the owner gets it as input', () => {
    const container = prerender();
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'Storgatan 3';
    act(() => {
      root = hydrateRoot(container, <AddressField />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(states).toEqual(['', 'Storgatan 3']);
    expect(field.value).toBe('Storgatan 3');
    // Hydrated in place, not drawn anew.
    expect(container.querySelector('input')).toBe(field);
  });

  it('does nothing when nothing was typed', () => {
    const container = prerender();
    act(() => {
      root = hydrateRoot(container, <AddressField />);
    });
    expect(states).toEqual(['']);
  });
});
