import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClassName } from './input';

/**
 * A styled native `<select>`: works without JavaScript and submits with its form, so it suits
 * progressive-enhancement forms and filters. Pass `<option>` children.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <span data-slot="native-select" className="relative block w-full">
      <select className={cn(controlClassName, 'min-h-11 cursor-pointer appearance-none pr-10', className)} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
      />
    </span>
  );
}
