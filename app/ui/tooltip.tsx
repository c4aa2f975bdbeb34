import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from './cn';

/** SPEC.md: tooltips open after 700 ms; moving on to the next one within 300 ms opens it at once. */
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

const InsideProvider = createContext(false);

/**
 * Shares the delays between all tooltips below it (put it once around the app or a screen). A
 * Tooltip outside any provider brings its own, with the same delays.
 */
export function TooltipProvider({
  delayDuration = tooltipDelayMs,
  skipDelayDuration = tooltipSkipDelayMs,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </InsideProvider.Provider>
  );
}

/**
 * A short label shown on hover and on keyboard focus of its trigger; Escape hides it. Not for
 * essential information (touch screens don't show it).
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const inside = useContext(InsideProvider);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return inside ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-md', className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
