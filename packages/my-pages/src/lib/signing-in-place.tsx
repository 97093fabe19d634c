import { BANKID_BLOCK_TEXT } from '@lingon/bankid/bankid-block';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import * as React from 'react';

/**
 * BankID in the place of the form or buttons that asked for it: it takes the focus, so that a
 * keyboard or screen-reader user is not left on <body>, named by what the block's heading says
 * for `purpose`.
 */
export function SigningInPlace({
  purpose,
  children,
}: {
  purpose: keyof typeof BANKID_BLOCK_TEXT;
  children: React.ReactNode;
}) {
  const group = React.useRef<HTMLDivElement>(null);
  useFocusOnMount(group);
  return (
    <div
      ref={group}
      role="group"
      aria-label={BANKID_BLOCK_TEXT[purpose].title}
      tabIndex={-1}
      className="rounded-xl focus-visible:focus-ring"
    >
      {children}
    </div>
  );
}
