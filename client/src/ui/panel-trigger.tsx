import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { PlainButton } from './link-button.tsx';

/**
 * A header button that opens a lazily loaded panel (the cart menu, the account panel): a plain button, so the
 * first screen carries no React Aria press handling, that starts loading the panel's code on the first sign of
 * intent (pointer over, focus, finger down) and says whether its panel is open and which one it controls. In the
 * server's markup it is inert until the app has taken the page over (decision 035): a press before then would open
 * nothing, so it is not offered (the engine suite's WebKit phone pressed 'Mi cuenta' that early under load).
 */
export function PanelTrigger({
  panelId,
  isOpen,
  onToggle,
  load,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'onClick'> & {
  panelId: string;
  isOpen: boolean;
  onToggle: () => void;
  /** Loads the panel's code; a failure is ignored here (opening the panel loads it again and reports). */
  load: () => Promise<unknown>;
}) {
  const hydrated = useHydrated();
  const preload = () => void load().catch(() => undefined);
  return (
    <PlainButton
      {...props}
      inert={!hydrated}
      variant="secondary"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => {
        // Safari does not focus a pressed button: the panel gives focus back to it when it closes.
        event.currentTarget.focus();
        onToggle();
      }}
    />
  );
}
