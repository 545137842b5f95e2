import { useEffect, useRef } from 'react';

/**
 * A flow of steps announces a new step by its heading: when `step` changes (not on the first render), the
 * container's first h2 takes the focus, except on `selfFocusing`, a step that focuses its own field.
 * Returns the ref for the flow's container.
 */
export function useStepHeadingFocus<Step extends string>(step: Step, selfFocusing: Step) {
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step !== selfFocusing) container.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step, selfFocusing]);

  return container;
}
