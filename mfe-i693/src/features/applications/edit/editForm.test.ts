import { ERROR_CODES, I693_MESSAGES, VACCINE_INFO_MESSAGES } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { testApplication } from '../testApplication';
import { formOf, patchOf, refusalMessages, saveProblems } from './editForm';
import { withCompletion, withDoseDate } from './vaccineGrid';

const context = { today: '2026-03-10', appointmentDate: null };

describe('edit form', () => {
  it('splits the stored ID into nationality and number and joins them back with a hyphen', () => {
    const form = formOf(testApplication());
    expect(form.photo_id_prefix).toBe('MX');
    expect(form.photo_id_number).toBe('G1234567');
    expect(patchOf({ ...form, photo_id_type: 'drivers-license', photo_id_prefix: 'CA', photo_id_number: ' D123 ' }).photo_id).toBe('CA-D123');
    expect(patchOf({ ...form, photo_id_type: 'work-permit', photo_id_prefix: '', photo_id_number: 'W99' }).photo_id).toBe('W99');
  });

  it('sends the vaccine information snake_case as staff_vaccine_info', () => {
    const form = formOf(testApplication());
    const patch = patchOf({ ...form, vaccine: { ...form.vaccine, qtb_result: 'negative', qtb_collection_date: '2026-03-01' } });
    expect(patch.staff_vaccine_info).toMatchObject({ qtb_result: 'negative', qtb_collection_date: '2026-03-01' });
    expect(patch).not.toHaveProperty('vaccine');
  });

  it('has no problem with an unchanged valid application', () => {
    expect(saveProblems(formOf(testApplication()), context)).toEqual([]);
  });

  it('lists every problem together: fields, ID prefix and the lab rules', () => {
    const form = formOf(testApplication());
    const problems = saveProblems(
      {
        ...form,
        email: 'not-an-email',
        photo_id_prefix: '',
        vaccine: {
          ...form.vaccine,
          qtb_result: 'positive',
          syphilis_test_option: 'rpr',
          syphilis_rpr_positive: false,
          syphilis_rpr_collection_date: '2026-03-01',
        },
      },
      context,
    );
    expect(problems).toEqual([
      I693_MESSAGES.emailInvalid,
      I693_MESSAGES.nationalityRequired,
      VACCINE_INFO_MESSAGES.qtbCollectionDate,
      VACCINE_INFO_MESSAGES.xrayRead,
      VACCINE_INFO_MESSAGES.xrayTaken,
      VACCINE_INFO_MESSAGES.syphilisReportingDate,
    ]);
  });

  it('refuses an incomplete dose date of the vaccine table', () => {
    const form = formOf(testApplication());
    const grid = withDoseDate(form.vaccine.vaccine_grid, 3, 0, '0312202');
    expect(saveProblems({ ...form, vaccine: { ...form.vaccine, vaccine_grid: grid } }, context)).toEqual(['Enter vaccine dates as MM/DD/YYYY']);
  });

  it('reads the messages of a refused save: reasons, else field details, else msg', () => {
    const reasons = [VACCINE_INFO_MESSAGES.futureDates, VACCINE_INFO_MESSAGES.qtbCollectionDate];
    expect(refusalMessages(new ApiRequestError(400, { error: ERROR_CODES.validation, msg: reasons.join(' '), reasons }))).toEqual(reasons);
    expect(refusalMessages(new ApiRequestError(400, { error: ERROR_CODES.validation, msg: 'x', details: { email: I693_MESSAGES.emailInvalid } }))).toEqual([
      I693_MESSAGES.emailInvalid,
    ]);
    expect(refusalMessages(new ApiRequestError(400, { error: ERROR_CODES.validation, msg: 'Bad' }))).toEqual(['Bad']);
  });
});

describe('vaccine grid', () => {
  it('formats dose dates as typed, 2+2+4 digits', () => {
    expect(withDoseDate({}, 12, 4, '031220261')).toEqual({ '124': '03/12/2026' });
    expect(withDoseDate({}, 0, 0, 'a1')).toEqual({ '00': '1' });
  });

  it('a completion text unchecks the row flags, other rows untouched', () => {
    const grid = { '86': true, '89': true, '96': true };
    expect(withCompletion(grid, 8, 'Complete')).toEqual({ '85': 'Complete', '86': false, '89': false, '96': true });
    expect(withCompletion(grid, 8, '')).toEqual({ ...grid, '85': '' });
  });
});
