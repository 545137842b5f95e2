import type { Selection } from './selection';

/** The steps of the narrow-screen wizard (booking-leads-calendar.md 2), then the confirmation. */
export const WIZARD_STEPS = ['type', 'people', 'office', 'time'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number] | 'confirm';

/** Whether a step has what it asks for, so Next may move on. */
export function isStepComplete(step: WizardStep, selection: Selection): boolean {
  switch (step) {
    case 'type':
      return true;
    case 'people':
      return selection.applicantUuids.length > 0;
    case 'office':
      return selection.officeUuid !== null;
    case 'time':
    case 'confirm':
      return selection.slot !== null;
  }
}

const ORDER: readonly WizardStep[] = [...WIZARD_STEPS, 'confirm'];

export function nextStep(step: WizardStep): WizardStep {
  return ORDER[Math.min(ORDER.indexOf(step) + 1, ORDER.length - 1)]!;
}

export function previousStep(step: WizardStep): WizardStep {
  return ORDER[Math.max(ORDER.indexOf(step) - 1, 0)]!;
}

/**
 * The step to show for the one asked for: the first earlier step that is no longer complete, if any
 * (a taken slot sends the client back to Time, a cleared selection back to Select People).
 */
export function shownStep(requested: WizardStep, selection: Selection): WizardStep {
  for (const step of ORDER.slice(0, ORDER.indexOf(requested))) {
    if (!isStepComplete(step, selection)) return step;
  }
  return requested;
}
