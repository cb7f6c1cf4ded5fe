import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CHECKOUT_STEPS, STEP_LABELS, isStepTabDisabled, type CheckoutStep } from '../model/steps';

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.35rem;
  padding: 0.35rem;
  margin-bottom: 1.25rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Tab = styled.button<{ $selected: boolean; $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: 2.6rem;
  padding: 0.4rem 0.35rem;
  font-size: 0.92rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    font-size: 1rem;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.sm : 'none')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.muted)};
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  span[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.45rem;
    height: 1.45rem;
    border-radius: 50%;
    font-size: 0.78rem;
    background: ${({ theme, $selected, $done }) => ($selected ? theme.colors.primary : $done ? theme.colors.accent : theme.colors.border)};
    color: ${({ theme, $selected, $done }) => ($selected || $done ? theme.colors.onPrimary : theme.colors.muted)};
  }
`;

export const tabId = (step: CheckoutStep) => `checkout-tab-${step}`;
export const panelId = (step: CheckoutStep) => `checkout-panel-${step}`;

/**
 * The step tabs. Only reachable steps are enabled (spec): a step ahead opens through its form's
 * Continue button, which checks the step first. Arrow keys move between the enabled tabs.
 */
export function StepTabs({
  current,
  onSelect,
}: {
  current: CheckoutStep;
  onSelect: (step: CheckoutStep) => void;
}) {
  const refs = useRef<Partial<Record<CheckoutStep, HTMLButtonElement | null>>>({});
  const currentIndex = CHECKOUT_STEPS.indexOf(current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const enabled = CHECKOUT_STEPS.filter((s) => !isStepTabDisabled(s, current));
    const focused = enabled.findIndex((s) => refs.current[s] === document.activeElement);
    const delta = event.key === 'ArrowRight' ? 1 : -1;
    const next = enabled[(focused + delta + enabled.length) % enabled.length];
    if (next) {
      event.preventDefault();
      refs.current[next]?.focus();
    }
  };

  return (
    <List role="tablist" aria-label="Checkout steps" onKeyDown={onKeyDown}>
      {CHECKOUT_STEPS.map((step, index) => {
        const selected = step === current;
        return (
          <Tab
            key={step}
            ref={(el) => {
              refs.current[step] = el;
            }}
            type="button"
            role="tab"
            id={tabId(step)}
            aria-selected={selected}
            aria-controls={selected ? panelId(step) : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={isStepTabDisabled(step, current)}
            $selected={selected}
            $done={index < currentIndex}
            onClick={() => onSelect(step)}
          >
            <span aria-hidden="true">{index < currentIndex ? '✓' : index + 1}</span>
            {STEP_LABELS[step]}
          </Tab>
        );
      })}
    </List>
  );
}
