import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/** Radix tabs: <Tabs defaultValue="a"><TabsList><TabsTrigger value="a">A</TabsTrigger></TabsList><TabsContent value="a">…</TabsContent></Tabs> */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('w-full', className)} {...props} />;
}

/**
 * The tab strip. Tabs never hide: on phones they wrap as chips, several to a row, so every label is
 * readable without sideways scrolling; from 640 px up they are the usual underlined row (which wraps
 * too, rather than clipping, when a label set is wider than the space).
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List className={cn('flex w-full flex-wrap gap-2 sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-slate-200', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-center text-sm font-medium text-slate-700 transition-colors',
        'data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
        'sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:px-3 sm:py-0 sm:whitespace-nowrap sm:text-slate-600 md:min-h-10',
        'sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-brand-800',
        'data-[state=inactive]:hover:border-slate-400 data-[state=inactive]:hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:focus-visible:-outline-offset-2',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}
      {...props}
    />
  );
}
