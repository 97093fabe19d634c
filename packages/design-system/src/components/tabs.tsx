import { cva, type VariantProps } from 'class-variance-authority';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import * as React from 'react';
import { cn } from '../lib/cn';

type TabsVariant = 'line' | 'pill';

// The list's variant styles its triggers, so it is shared through context.
const TabsVariantContext = React.createContext<TabsVariant>('line');

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/** Arrow keys move between tabs and show their panel (Radix, automatic activation). */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva('flex max-w-full overflow-x-auto', {
  variants: {
    variant: {
      line: 'gap-1 border-b border-border',
      pill: 'w-fit gap-1 rounded-pill bg-surface-muted p-1',
    },
  },
  defaultVariants: { variant: 'line' },
});

export interface TabsListProps
  extends React.ComponentProps<typeof TabsPrimitive.List>, VariantProps<typeof tabsListVariants> {}

export function TabsList({ className, variant, ...props }: TabsListProps) {
  const tone = variant ?? 'line';
  return (
    <TabsVariantContext.Provider value={tone}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={tone}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 px-4 text-base font-medium whitespace-nowrap text-muted transition-colors hover:text-fg focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        // The selected line tab is marked by colour, weight and a 3 px bar, not colour alone.
        line: '-mb-px rounded-t-md border-b-3 border-transparent data-[state=active]:border-primary data-[state=active]:font-semibold data-[state=active]:text-fg',
        pill: 'rounded-pill data-[state=active]:bg-surface data-[state=active]:font-semibold data-[state=active]:text-fg data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-md text-fg focus-visible:focus-ring', className)}
      {...props}
    />
  );
}
