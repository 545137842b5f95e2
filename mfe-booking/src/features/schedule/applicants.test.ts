import { applicantSections, chosenApplicants, fullName } from './applicants';
import { applicant, bookingData, lookupResult } from './testData';

describe('the applicant groups of the scheduling page', () => {
  const maria = applicant('Maria', 'Lopez');
  const sara = applicant('Sara', 'Khan', 'already_booked');
  const wei = applicant('Wei', 'Chen', 'pending_requirements');
  const omar = applicant('Omar', 'Haddad', 'pending_i693_form');
  const own = bookingData([maria, sara, wei, omar]);

  it('sorts the session’s applicants into ready, already booked, pending requirements and needs I-693 form', () => {
    const sections = applicantSections(own, []);
    expect(sections.ready.map((l) => l.applicant.first_name)).toEqual(['Maria']);
    expect(sections.booked.map((l) => l.applicant.first_name)).toEqual(['Sara']);
    expect(sections.pending.map((l) => l.applicant.first_name)).toEqual(['Wei']);
    expect(sections.needsForm.map((l) => l.applicant.first_name)).toEqual(['Omar']);
    expect(sections.ready[0]!.fromEmail).toBeNull();
  });

  it('adds the looked-up applicants with the e-mail they came from, each person once', () => {
    const jose = applicant('Jose', 'Lopez', 'bookable', { email: 'jose@example.com' });
    const ana = applicant('Ana', 'Lopez', 'pending_i693_form', { email: 'jose@example.com' });
    const sections = applicantSections(own, [lookupResult('jose@example.com', [jose, ana]), lookupResult('maria@example.com', [maria])]);
    expect(sections.ready.map((l) => [l.applicant.first_name, l.fromEmail])).toEqual([
      ['Maria', null],
      ['Jose', 'jose@example.com'],
    ]);
    expect(sections.needsForm.map((l) => [l.applicant.first_name, l.fromEmail])).toEqual([
      ['Omar', null],
      ['Ana', 'jose@example.com'],
    ]);
  });

  it('gives the chosen ready applicants in the order chosen, the first being the primary', () => {
    const jose = applicant('Jose', 'Lopez');
    const sections = applicantSections(bookingData([maria, jose, sara]), []);
    expect(chosenApplicants(sections, [jose.uuid, maria.uuid, sara.uuid, 'gone']).map((a) => a.first_name)).toEqual(['Jose', 'Maria']);
  });

  it('writes full names without empty middle names', () => {
    expect(fullName({ first_name: 'Maria', middle_name: '', last_name: 'Lopez' })).toBe('Maria Lopez');
    expect(fullName({ first_name: 'Maria', middle_name: 'Elena', last_name: 'Lopez' })).toBe('Maria Elena Lopez');
  });
});
