import { useId, useRef, useState, type KeyboardEvent } from 'react';

/** A tab of a client-only tab list: rendered only while selected, so it fetches only then. */
export interface TabSpec {
  id: string;
}

/**
 * The WAI-ARIA tabs pattern for a list of tabs: which one is selected, and the props that wire
 * each tab to its panel, with arrows moving between tabs and Home/End jumping.
 */
export function useTabs<T extends TabSpec>(tabs: readonly T[]) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  const tabProps = (tab: T, index: number) => {
    const isActive = tab.id === active?.id;
    return {
      ref: (el: HTMLButtonElement | null) => {
        tabRefs.current[tab.id] = el;
      },
      type: 'button' as const,
      role: 'tab',
      id: `${baseId}-tab-${tab.id}`,
      'aria-selected': isActive,
      'aria-controls': `${baseId}-panel-${tab.id}`,
      tabIndex: isActive ? 0 : -1,
      onClick: () => setSelected(tab.id),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index),
    };
  };

  const panelProps = active
    ? {
        role: 'tabpanel',
        id: `${baseId}-panel-${active.id}`,
        'aria-labelledby': `${baseId}-tab-${active.id}`,
        tabIndex: 0,
      }
    : null;

  return { active, tabProps, panelProps };
}
