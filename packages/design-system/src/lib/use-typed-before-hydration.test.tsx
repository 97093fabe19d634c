// @vitest-environment happy-dom
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const states: string[] = [];

/** A field as the address check uses the hook: the typed text taken up once hydrated. */
function AddressField() {
  const typed = useTypedBeforeHydration('address', '');
  const [text, setText] = React.useState('');
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- as the address check does
    if (typed !== null) setText(typed);
  }, [typed]);
  React.useEffect(() => {
    states.push(text);
  }, [text]);
  return <input id="address" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useTypedBeforeHydration', () => {
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

  it('gives what was typed into the prerendered field before hydration', () => {
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

  it('is null when nothing was typed', () => {
    const container = prerender();
    act(() => {
      root = hydrateRoot(container, <AddressField />);
    });
    expect(states).toEqual(['']);
  });
});
