import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

// The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with Radix Tabs' API and
// markup (data-state, automatic activation, only the active panel rendered), in place of Radix's: /auth
// loads it on first load, and Radix's Tabs with its roving-focus, collection and presence parts were
// 8 KB gzip of that page. One tab stop for the list (the selected tab); ←/→ move between tabs with
// wrap-around, Home/End to the first/last; a tab selects as it receives focus.

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

// A value becomes part of an element id: keep it to characters an id (and a CSS selector) takes as is.
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The selected tab (controlled) … */
  value?: string;
  /** … or the one selected first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-slot="tabs" data-orientation="horizontal" className={className} {...props} />
    </TabsContext>
  );
}

/** The keys of the pattern: the tab to focus from `from` among `tabs` (null: not a key of ours). */
function nextTab(tabs: HTMLElement[], from: number, key: string): HTMLElement | undefined | null {
  if (key === 'ArrowRight') return tabs[(from + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(from - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return null;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  useTabs('TabsList');
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const target = nextTab(tabs, tabs.indexOf(event.target as HTMLElement), event.key);
    if (target === null) return;
    event.preventDefault();
    target?.focus(); // selects it (automatic activation: TabsTrigger's onFocus)
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-10 w-full items-center justify-center rounded-md bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={onKey}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<'button'> & { value: string };

export function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      disabled={disabled}
      className={cn(
        'inline-flex flex-1 items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<'div'> & { value: string };

/** The panel of tab `value`; rendered only while its tab is selected (as Radix's without forceMount). */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn(
        'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
