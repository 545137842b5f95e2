import { COUNTRIES, US_STATES } from './geography';
import { dosagePendingBadge, i693ListQuerySchema, i693PatchSchema, preConfirmDates } from './i693-applications';
import {
  I693_BIRTH_YEARS,
  I693_DAYS,
  I693_MESSAGES,
  digitsOnly,
  dobFromParts,
  i693ApplicationFieldsSchema,
  i693FileName,
  i693UploadOf,
  photoIdValue,
  splitPhotoId,
} from './i693-form';
import {
  VACCINE_INFO_MESSAGES as M,
  formatDoseDate,
  gridCell,
  gridKey,
  rowHasColumn,
  showsGonorrhea,
  staffVaccineInfoSchema,
  usDateToIso,
  vaccineInfoProblems,
  type StaffVaccineInfoInput,
} from './i693-vaccine-info';

describe('the I-693 form rules', () => {
  it('offers birth years from 2024 down over 101 years and days 1 to 31', () => {
    expect(I693_BIRTH_YEARS).toHaveLength(101);
    expect([I693_BIRTH_YEARS[0], I693_BIRTH_YEARS.at(-1)]).toEqual([2024, 1924]);
    expect([I693_DAYS[0], I693_DAYS.at(-1), I693_DAYS.length]).toEqual([1, 31, 31]);
  });

  it('lists about 195 countries with codes, and the 50 states with DC', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(193);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
  });

  it.each([
    ['passport', 'G1234567', 'MX', 'MX-G1234567'],
    ['drivers-license', ' D7654321 ', 'CA', 'CA-D7654321'],
    ['state-id', 'S1', 'NY', 'NY-S1'],
    ['work-permit', 'SRC1234567890', 'CA', 'SRC1234567890'],
  ] as const)('sends a %s number %p issued by %s as %p, and reads it back', (type, number, prefix, sent) => {
    expect(photoIdValue(type, number, prefix)).toBe(sent);
    expect(splitPhotoId(type, sent)).toEqual(type === 'work-permit' ? { prefix: '', number: sent } : { prefix, number: number.trim() });
  });

  it('keeps a hyphen of the number itself when reading an ID back', () => {
    expect(splitPhotoId('passport', 'MX-AB-12')).toEqual({ prefix: 'MX', number: 'AB-12' });
  });

  it('renames the documents FRONT- / BACK- with underscores for spaces, and tells them apart', () => {
    expect(i693FileName('front', 'my passport photo.jpg')).toBe('FRONT-my_passport_photo.jpg');
    expect(i693FileName('back', 'scan\tback 2.pdf')).toBe('BACK-scan_back_2.pdf');
    expect(i693UploadOf('FRONT-a.png')).toBe('front');
    expect(i693UploadOf('BACK-a.png')).toBe('back');
    expect(i693UploadOf('SIGNATURE-s.png')).toBe('signature');
    expect(i693UploadOf('front-a.png')).toBeUndefined();
  });

  it('strips non-digits: A-number to 9, phone to 10', () => {
    expect(digitsOnly('A-123-456-789-0', 9)).toBe('123456789');
    expect(digitsOnly('(510) 555-0142 ext', 10)).toBe('5105550142');
  });

  it.each([
    [[1990, 4, 12], '1990-04-12'],
    [[2024, 2, 29], '2024-02-29'],
    [[2023, 2, 29], null],
    [[1990, 4, 31], null],
    [[1990, null, 12], null],
    [[null, 4, 12], null],
  ] as const)('puts %p together as %p', ([y, m, d], expected) => {
    expect(dobFromParts(y, m, d)).toBe(expected);
  });

  const valid = {
    first_name: 'Omar',
    middle_name: '',
    last_name: 'Haddad',
    a_number: '',
    gender: 'male',
    dob: '1979-11-30',
    city_of_birth: 'Aleppo',
    country_of_birth: 'Syria',
    street_address: '42 Mission Blvd',
    apartment_number: '',
    city: 'Hayward',
    state: 'CA',
    zipcode: '94541',
    phone: '2095550121',
    email: 'omar@example.com',
    pdf_email: 'omar@example.com',
    photo_id_type: 'passport',
    photo_id: 'SY-N0012345',
  };

  it('accepts a complete form', () => {
    expect(i693ApplicationFieldsSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['first_name', '', 'First Name is required'],
    ['last_name', ' ', 'Last Name is required'],
    ['gender', 'other', 'Gender is required'],
    ['dob', '', I693_MESSAGES.dobIncomplete],
    ['dob', '1979-02-30', I693_MESSAGES.dobIncomplete],
    ['city_of_birth', '', 'City of Birth is required'],
    ['country_of_birth', '', 'Country of Birth is required'],
    ['street_address', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['zipcode', '', 'Zipcode is required'],
    ['zipcode', '9454', I693_MESSAGES.zipcodeInvalid],
    ['phone', '', 'Please enter your contact number'],
    ['phone', '510555014', 'Please enter a valid contact number'],
    ['email', '', 'Email is required'],
    ['email', 'omar@', 'Please enter a valid email address'],
    ['pdf_email', '', 'Email for I693 PDF is required'],
    ['pdf_email', 'pdf at example.com', 'Please enter a valid email address'],
    ['photo_id_type', '', 'Photo ID Type is required'],
    ['photo_id', '', 'Photo ID Number is required'],
    ['photo_id', 'N0012345', 'Please confirm the `Nationality` of the passport'],
    ['a_number', '1234567890', I693_MESSAGES.aNumberInvalid],
  ])('refuses %s = %p with %p', (field, value, message) => {
    const result = i693ApplicationFieldsSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('asks for the issuing state of a driver license or state ID', () => {
    const result = i693ApplicationFieldsSchema.safeParse({ ...valid, photo_id_type: 'state-id', photo_id: 'D123' });
    expect(result.error?.issues[0]?.message).toBe('Please confirm the `Issued in` for the Photo ID');
  });

  it('reduces the A-number and the phone to their digits', () => {
    expect(i693ApplicationFieldsSchema.parse({ ...valid, a_number: 'A-012-345-678', phone: '(209) 555-0121' })).toMatchObject({
      a_number: '012345678',
      phone: '2095550121',
    });
  });
});

describe('the vaccine grid', () => {
  it('keys a cell by its row then its column digit', () => {
    expect(gridKey(0, 0)).toBe('00');
    expect(gridKey(3, 5)).toBe('35');
    expect(gridKey(12, 9)).toBe('129');
    expect(gridCell('129')).toEqual({ row: 12, column: 9 });
    expect(gridCell('35')).toEqual({ row: 3, column: 5 });
    expect(gridCell('139')).toBeNull();
    expect(gridCell('v80')).toBeNull();
  });

  it('has See Below (column 9) only for rows 8 and 12', () => {
    expect([0, 1, 7, 8, 9, 12].map((row) => rowHasColumn(row, 9))).toEqual([false, false, false, true, false, true]);
    expect(rowHasColumn(0, 8)).toBe(true);
  });

  it.each([
    ['0', '0'],
    ['031', '03/1'],
    ['03122024', '03/12/2024'],
    ['03/12/20245', '03/12/2024'],
    ['a0b3c1d2', '03/12'],
  ])('formats %p as typed into %p', (typed, shown) => {
    expect(formatDoseDate(typed)).toBe(shown);
  });

  it('reads complete real dates only', () => {
    expect(usDateToIso('03/12/2024')).toBe('2024-03-12');
    expect(usDateToIso('02/30/2024')).toBeNull();
    expect(usDateToIso('3/12/2024')).toBeNull();
  });

  it('refuses cells that do not exist or hold the wrong kind of value', () => {
    expect(staffVaccineInfoSchema.safeParse({ vaccine_grid: { '09': true } }).success).toBe(false);
    expect(staffVaccineInfoSchema.safeParse({ vaccine_grid: { '00': true } }).success).toBe(false);
    expect(staffVaccineInfoSchema.safeParse({ vaccine_grid: { '06': 'yes' } }).success).toBe(false);
    expect(staffVaccineInfoSchema.safeParse({ vaccine_grid: { '00': '13/01/2020' } }).success).toBe(false);
    expect(
      staffVaccineInfoSchema.safeParse({ vaccine_grid: { '00': '01/13/2020', '05': 'Complete', '06': false, '129': true, v00: true, v80: 'Pfizer' } }).success,
    ).toBe(true);
  });
});

describe('the Save checks of the vaccine and lab data', () => {
  const today = '2026-11-20';
  const problems = (info: StaffVaccineInfoInput, appointmentDate: string | null = null) =>
    vaccineInfoProblems(staffVaccineInfoSchema.parse(info), { today, appointmentDate });

  it.each<[string, StaffVaccineInfoInput, string[]]>([
    ['nothing entered', {}, []],
    ['gonorrhea result without its date', { gonorrhea_test_result: true }, [M.gonorrheaReportingDate]],
    ['gonorrhea complete', { gonorrhea_test_result: false, gonorrhea_reporting_date: '2026-11-19' }, []],
    ['treponemal chosen, no result', { syphilis_test_option: 'treponemal' }, [M.syphilisResult]],
    ['treponemal result, no date', { syphilis_test_option: 'treponemal', syphilis_treponemal_positive: false }, [M.syphilisReportingDate]],
    ['rpr chosen, no result', { syphilis_test_option: 'rpr' }, [M.syphilisResult]],
    ['rpr result, no dates', { syphilis_test_option: 'rpr', syphilis_rpr_positive: false }, [M.syphilisReportingDate, M.syphilisCollectionDate]],
    [
      'rpr collected after reporting',
      { syphilis_test_option: 'rpr', syphilis_rpr_positive: true, syphilis_rpr_collection_date: '2026-11-10', syphilis_rpr_reporting_date: '2026-11-09' },
      [M.syphilisCollectionBeforeReporting],
    ],
    [
      'rpr collected on the reporting day',
      { syphilis_test_option: 'rpr', syphilis_rpr_positive: true, syphilis_rpr_collection_date: '2026-11-10', syphilis_rpr_reporting_date: '2026-11-10' },
      [M.syphilisCollectionBeforeReporting],
    ],
    ['QTB result, no collection date', { qtb_result: 'negative' }, [M.qtbCollectionDate]],
    ['QTB positive, no x-ray dates', { qtb_result: 'positive', qtb_collection_date: '2026-11-15' }, [M.xrayRead, M.xrayTaken]],
    ['a test date tomorrow', { qtb_result: 'negative', qtb_collection_date: '2026-11-21' }, [M.futureDates]],
    ['a test date today', { qtb_result: 'negative', qtb_collection_date: '2026-11-20' }, []],
    ['a vaccine date in the future', { vaccine_grid: { '50': '11/21/2026' } }, [M.futureVaccineDates]],
  ])('%s', (_label, info, expected) => {
    expect(problems(info)).toEqual(expected);
  });

  it.each([
    ['on the collection day', '2026-11-10', []],
    ['14 days after', '2026-11-24', []],
    ['15 days after', '2026-11-25', [M.appointmentWindow]],
    ['the day before', '2026-11-09', [M.appointmentWindow]],
  ])('holds an appointment %s the Quantiferon collection to the 14-day window', (_label, appointment, expected) => {
    expect(problems({ qtb_result: 'negative', qtb_collection_date: '2026-11-10' }, appointment)).toEqual(expected);
  });

  it('shows the gonorrhea section for ages 1 to 24 only', () => {
    expect(showsGonorrhea('2025-11-21', today)).toBe(false);
    expect(showsGonorrhea('2025-11-20', today)).toBe(true);
    expect(showsGonorrhea('2001-11-21', today)).toBe(true);
    expect(showsGonorrhea('2001-11-20', today)).toBe(false);
  });
});

describe('Dosage Pending', () => {
  const today = '2026-11-20';
  it.each([
    ['today', '2026-11-20', 'red'],
    ['yesterday', '2026-11-19', 'red'],
    ['tomorrow', '2026-11-21', 'yellow'],
    ['7 days ahead', '2026-11-27', 'yellow'],
    ['8 days ahead', '2026-11-28', null],
  ] as const)('a pre-confirm date %s is %p', (_label, due, badge) => {
    expect(dosagePendingBadge([due], today)).toBe(badge);
  });

  it('shows red when any date is due, and ignores has_pending_doses', () => {
    expect(dosagePendingBadge(['2026-11-25', '2026-11-18'], today)).toBe('red');
    const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
    expect(preConfirmDates({ 'Hepatitis B': Date.UTC(2026, 10, 25, 20) / 1000, has_pending_doses: true }, day)).toEqual(['2026-11-25']);
    expect(dosagePendingBadge([], today)).toBeNull();
  });
});

describe('the list query and the edit body', () => {
  it('reads the filters and defaults to active, newest first', () => {
    expect(i693ListQuerySchema.parse({})).toEqual({ page: 1, is_active: true, ordering: '-created_on' });
    expect(
      i693ListQuerySchema.parse({ is_active: 'false', tb_positive: 'true', appointment_office: 'santaclara', appointment_date: '2026-12-01' }),
    ).toMatchObject({ is_active: false, tb_positive: true, appointment_office: 'santaclara', appointment_date: '2026-12-01' });
    expect(i693ListQuerySchema.safeParse({ appointment_office: 'San Jose' }).success).toBe(false);
  });

  it('takes just is_active to archive, and refuses an empty edit', () => {
    expect(i693PatchSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(i693PatchSchema.safeParse({}).success).toBe(false);
    expect(i693PatchSchema.safeParse({ a_number: '12345678a' }).error?.issues[0]?.message).toBe(I693_MESSAGES.aNumberInvalid);
  });
});
