import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { render, screen } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import { ChecklistLabsNote } from './ChecklistDone';
import { VaccineGrid } from './VaccineGrid';

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

describe("the lead checklist's done items on the edit panel", () => {
  it('marks the grid rows of done vaccines only', () => {
    const { container } = render(<VaccineGrid grid={{}} onChange={() => undefined} checklistDone={['mmr', 'tb-test']} />);
    const markOf = (row: number) => container.querySelector(`[data-vaccine-row="${row}"] th`)!.textContent;
    expect(markOf(3)).toContain('✓ Checklist');
    expect(markOf(1)).not.toContain('✓ Checklist');
    expect(screen.getAllByTitle("Done on the lead's checklist")).toHaveLength(1);
  });

  it('names the done labs in one line, and shows nothing when none is done', () => {
    const { rerender } = render(<ChecklistLabsNote done={['gonorrhea-test', 'mmr', 'tb-test']} />);
    expect(screen.getByTestId('checklist-labs').textContent).toBe("Done on the lead's checklist: Quantiferon TB, Gonorrhea test");
    rerender(<ChecklistLabsNote done={['mmr']} />);
    expect(screen.queryByTestId('checklist-labs')).toBeNull();
  });
});
