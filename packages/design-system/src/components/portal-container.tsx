import * as React from 'react';

const PortalContainerContext = React.createContext<HTMLElement | null>(null);

export interface PortalContainerProviderProps {
  /** Where dialogs, drawers and select lists render; null keeps document.body. */
  container: HTMLElement | null;
  children?: React.ReactNode;
}

/**
 * Sets where every portal below renders (Modal, Drawer, Select), unless one names its own
 * `container`. A widget inside a Shadow DOM (the embedded address check) points it at an element
 * in its shadow root, so its dialogs keep its styles and stay out of the host page's DOM.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext value={container}>{children}</PortalContainerContext>;
}

/** The portal target set by the nearest PortalContainerProvider; undefined means document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return React.useContext(PortalContainerContext) ?? undefined;
}
