import { render } from '@testing-library/react';
import { ApplicantNameLines } from './ApplicantNameLines';

describe("an applicant's name lines", () => {
  it('show the name over the details, dot-separated, each isolated', () => {
    const { container } = render(<ApplicantNameLines name="Ana Lopez" details={['Age 34', 'From jose@example.com']} />);
    expect(container.textContent).toBe('Ana LopezAge 34 · From jose@example.com');
    expect(Array.from(container.querySelectorAll('bdi')).map((bdi) => bdi.textContent)).toEqual(['Age 34', 'From jose@example.com']);
  });

  it('show the name alone when there are no details', () => {
    const { container } = render(<ApplicantNameLines name="Ana Lopez" details={[]} />);
    expect(container.children).toHaveLength(1);
    expect(container.textContent).toBe('Ana Lopez');
  });
});
