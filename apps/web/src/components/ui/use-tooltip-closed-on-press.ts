import { useState } from 'react';

/**
 * A tooltip that closes when its button is pressed: a press usually opens a dialog or changes the screen, and the
 * pointer still resting on the button would otherwise keep the tooltip floating over the dialog. It opens again
 * the next time the pointer or the focus comes to the button.
 */
export function useTooltipClosedOnPress() {
  const [open, setOpen] = useState(false);
  return {
    tooltip: { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) },
    closeTooltip: () => setOpen(false),
  };
}
