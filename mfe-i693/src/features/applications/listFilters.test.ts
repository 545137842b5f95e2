import { DEFAULT_FILTERS, effectiveSearch, listQuery } from './listFilters';
import { pageItems } from './pagination';

describe('list query', () => {
  it('sends the defaults: active applications, newest first, no filters', () => {
    expect(JSON.parse(JSON.stringify(listQuery(DEFAULT_FILTERS, 1)))).toEqual({ page: 1, is_active: true, ordering: '-created_on' });
  });

  it('sends each chosen filter', () => {
    const query = listQuery(
      { archived: true, dosagePending: true, tbPositive: true, office: 'tracy', appointmentDate: '2026-05-04', ordering: 'first_name', search: ' lopez ' },
      3,
    );
    expect(query).toEqual({
      page: 3,
      search: 'lopez',
      is_active: false,
      ordering: 'first_name',
      dosage_pending: true,
      tb_positive: true,
      appointment_office: 'tracy',
      appointment_date: '2026-05-04',
    });
  });

  it.each([
    ['', undefined],
    ['lo', undefined],
    ['  lo  ', undefined],
    ['lop', 'lop'],
  ])('searches %j as %j (from 3 characters)', (typed, sent) => {
    expect(effectiveSearch(typed)).toBe(sent);
  });
});

describe('pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 'gap', 12]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
  ])('page %i of %i shows %j', (current, last, items) => {
    expect(pageItems(current, last)).toEqual(items);
  });
});
