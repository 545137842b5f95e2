import type { I693ExportColumn } from '@clinic/contracts';
import { exportBody, orderedColumns } from './exportChoices';

const OFFERED: I693ExportColumn[] = [
  { key: 'first_name', label: 'First Name', default: true },
  { key: 'last_name', label: 'Last Name', default: true },
  { key: 'photo_id', label: 'Photo ID Number', default: false },
];

describe('export choices', () => {
  it('puts the ticked columns in the order of the list, whatever order they were ticked in', () => {
    expect(orderedColumns(OFFERED, new Set(['photo_id', 'first_name']))).toEqual(['first_name', 'photo_id']);
  });

  it('sends the page and the filters of the list as shown', () => {
    const shown = { page: 3, search: 'lopez', is_active: false, ordering: 'first_name' as const, tb_positive: true };
    expect(exportBody({ format: 'json', columns: new Set(['last_name']), scope: 'current_page' }, OFFERED, shown)).toEqual({
      format: 'json',
      columns: ['last_name'],
      scope: 'current_page',
      page: 3,
      filters: { search: 'lopez', is_active: false, ordering: 'first_name', tb_positive: true },
    });
  });

  it('has nothing to send without a column', () => {
    expect(exportBody({ format: 'csv', columns: new Set(), scope: 'all_filtered' }, OFFERED, { page: 1, is_active: true, ordering: '-created_on' })).toBeNull();
  });
});
