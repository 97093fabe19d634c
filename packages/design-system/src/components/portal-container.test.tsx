// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal, ModalContent, ModalTitle } from './modal';
import { PortalContainerProvider } from './portal-container';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PortalContainerProvider', () => {
  it("renders a modal inside the given shadow root, not in the host page's body", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const portals = document.createElement('div');
    shadow.append(mount, portals);
    const root = createRoot(mount);
    await act(async () =>
      root.render(
        <PortalContainerProvider container={portals}>
          <Modal open>
            <ModalContent aria-describedby={undefined}>
              <ModalTitle>Inne i widgeten</ModalTitle>
            </ModalContent>
          </Modal>
        </PortalContainerProvider>,
      ),
    );
    expect(portals.querySelector('[role="dialog"]')?.textContent).toContain('Inne i widgeten');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => root.unmount());
  });

  it('leaves document.body as the target without a provider', async () => {
    const mount = document.createElement('div');
    document.body.append(mount);
    const root = createRoot(mount);
    await act(async () =>
      root.render(
        <Modal open>
          <ModalContent aria-describedby={undefined}>
            <ModalTitle>På sidan</ModalTitle>
          </ModalContent>
        </Modal>,
      ),
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('På sidan');
    expect(mount.contains(dialog)).toBe(false);
    await act(async () => root.unmount());
  });
});
