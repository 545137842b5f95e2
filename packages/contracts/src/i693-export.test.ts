import { defaultExportColumns, i693ExportFileName, i693ExportRequestSchema, I693_EXPORT_COLUMNS, I693_EXPORT_MESSAGES } from './i693-export';

const messagesOf = (body: unknown): string[] => {
  const result = i693ExportRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('export columns', () => {
  it('offers each column once, names and contact details ticked at first', () => {
    const keys = I693_EXPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(defaultExportColumns(I693_EXPORT_COLUMNS)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'dob', 'email', 'phone', 'a_number', 'appointment_office', 'appointment_date', 'created_on']),
    );
    expect(defaultExportColumns(I693_EXPORT_COLUMNS)).not.toContain('photo_id');
  });

  it('keeps the ticked columns in the order of the list', () => {
    expect(
      defaultExportColumns([
        { key: 'b', label: 'B', default: true },
        { key: 'a', label: 'A', default: false },
        { key: 'c', label: 'C', default: true },
      ]),
    ).toEqual(['b', 'c']);
  });
});

describe('export request', () => {
  const valid = { format: 'excel', columns: ['last_name', 'first_name'], scope: 'all_filtered' };

  it.each([
    ['no format', { ...valid, format: undefined }, [`format: ${I693_EXPORT_MESSAGES.selectFormatAndColumns}`]],
    ['an unknown format', { ...valid, format: 'pdf' }, [`format: ${I693_EXPORT_MESSAGES.selectFormatAndColumns}`]],
    ['no columns', { ...valid, columns: [] }, [`columns: ${I693_EXPORT_MESSAGES.selectFormatAndColumns}`]],
    ['columns left out', { ...valid, columns: undefined }, [`columns: ${I693_EXPORT_MESSAGES.selectFormatAndColumns}`]],
    ['an unknown column', { ...valid, columns: ['first_name', 'password_hash'] }, ['columns.1: password_hash is not an export column']],
    ['an unknown scope', { ...valid, scope: 'everything' }, ['scope: Choose the scope current_page or all_filtered']],
    [
      'a bad office filter',
      { ...valid, filters: { appointment_office: 'paris' } },
      [expect.stringMatching(/^filters\.appointment_office: Choose one of the offices/)],
    ],
  ])('refuses %s', (_label, body, messages) => {
    expect(messagesOf(body)).toEqual(messages);
  });

  it('reads the list filters with their defaults, page 1 unless given, and each column once', () => {
    expect(i693ExportRequestSchema.parse({ ...valid, columns: ['last_name', 'first_name', 'last_name'] })).toEqual({
      format: 'excel',
      columns: ['last_name', 'first_name'],
      scope: 'all_filtered',
      page: 1,
      filters: { is_active: true, ordering: '-created_on' },
    });
    expect(
      i693ExportRequestSchema.parse({
        ...valid,
        scope: 'current_page',
        page: 3,
        filters: { search: ' Lopez ', tb_positive: true, is_active: false, ordering: 'first_name' },
      }),
    ).toMatchObject({
      page: 3,
      filters: { search: 'Lopez', tb_positive: true, is_active: false, ordering: 'first_name' },
    });
  });
});

describe('export file name', () => {
  it.each([
    ['csv', '2025-01-15T18:04:05Z', 'i693_applications_20250115_100405.csv'],
    ['excel', '2025-07-01T06:59:59Z', 'i693_applications_20250630_235959.xlsx'],
    ['json', '2025-07-01T07:00:00Z', 'i693_applications_20250701_000000.json'],
  ] as const)('names the %s export made at %s by the practice clock', (format, instant, name) => {
    expect(i693ExportFileName(format, new Date(instant))).toBe(name);
  });
});
