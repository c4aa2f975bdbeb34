import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import { buttonVariants } from './button';
import { cn } from './cn';

function CalendarChevron({
  orientation,
  className,
}: {
  orientation?: 'up' | 'down' | 'left' | 'right';
  className?: string;
}) {
  const Icon = orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown;
  return <Icon aria-hidden="true" className={cn('size-5', className)} />;
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/**
 * A month calendar (react-day-picker) in German with weeks starting on Monday. Keyboard: Tab reaches
 * the navigation buttons and the focused day; arrow keys move by day/week, PageUp/PageDown by
 * month, Home/End to the week's start/end, Enter or Space selects. Pass `mode`, `selected`,
 * `onSelect`, `disabled` etc. as for DayPicker; give `timeZone="Europe/Berlin"` where "today"
 * must be Berlin's.
 */
export function Calendar({ className, classNames, showOutsideDays = true, components, ...props }: CalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      locale={de}
      weekStartsOn={1}
      showOutsideDays={showOutsideDays}
      className={cn('w-fit p-3 text-ink', className)}
      classNames={{
        root: cn(defaults.root),
        months: cn('relative flex flex-col gap-4 sm:flex-row', defaults.months),
        month: cn('flex flex-col gap-3', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex items-center justify-between', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-11 aria-disabled:opacity-40',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-11 aria-disabled:opacity-40',
          defaults.button_next,
        ),
        month_caption: cn('flex h-11 items-center justify-center px-12', defaults.month_caption),
        caption_label: cn('text-base font-semibold select-none', defaults.caption_label),
        dropdowns: cn('flex items-center gap-2 text-base font-semibold', defaults.dropdowns),
        dropdown_root: cn('relative rounded-md border border-border', defaults.dropdown_root),
        dropdown: cn('absolute inset-0 opacity-0', defaults.dropdown),
        month_grid: cn('border-collapse', defaults.month_grid),
        weekdays: cn(defaults.weekdays),
        weekday: cn('size-11 p-0 text-sm font-medium text-muted select-none', defaults.weekday),
        week: cn(defaults.week),
        week_number: cn('text-sm text-muted', defaults.week_number),
        day: cn('size-11 p-0 text-center text-base', defaults.day),
        day_button: cn(
          'inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-brand-light hover:text-brand-dark disabled:cursor-not-allowed disabled:hover:bg-transparent',
          defaults.day_button,
        ),
        selected: cn(
          '[&>button]:bg-brand [&>button]:font-semibold [&>button]:text-brand-foreground [&>button]:hover:bg-brand-dark [&>button]:hover:text-brand-foreground',
          defaults.selected,
        ),
        today: cn(
          '[&>button]:font-bold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
          defaults.today,
        ),
        outside: cn('text-muted', defaults.outside),
        disabled: cn('text-slate-400 [&>button]:line-through', defaults.disabled),
        range_start: cn(defaults.range_start),
        range_middle: cn(
          '[&>button]:rounded-none [&>button]:bg-brand-light [&>button]:text-brand-dark',
          defaults.range_middle,
        ),
        range_end: cn(defaults.range_end),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: CalendarChevron,
        ...components,
      }}
      {...props}
    />
  );
}
