import { render, screen } from '@testing-library/react';
import { useStepHeadingFocus } from './useStepHeadingFocus';

type Step = 'email' | 'verify' | 'book';

function Flow({ step }: { step: Step }) {
  const container = useStepHeadingFocus<Step>(step, 'verify');
  return (
    <div ref={container}>
      <h2 tabIndex={-1}>{step}</h2>
    </div>
  );
}

describe('the focus of a flow of steps', () => {
  it('stays where it is on the first step', () => {
    render(<Flow step="email" />);
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to a new step's heading, except on the step that focuses its own field", () => {
    const { rerender } = render(<Flow step="email" />);
    rerender(<Flow step="verify" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Flow step="book" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'book' }));
  });
});
