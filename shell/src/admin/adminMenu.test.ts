import { adminMenuFor, greetingName } from './adminMenu';

const labels = (roles: Parameters<typeof adminMenuFor>[0]) => adminMenuFor(roles).map((i) => i.labelKey);

describe('admin menu by role', () => {
  it('shows all seven items to an admin', () => {
    expect(labels({ a: true, s: false, g: null, first_name: 'A' })).toEqual([
      'dashboard',
      'i693Form',
      'orders',
      'doctorAvailability',
      'clients',
      'staff',
      'settings',
    ]);
  });

  it('shows Dashboard, I693 Form and Clients to staff', () => {
    expect(labels({ a: false, s: true, g: null, first_name: 'S' })).toEqual(['dashboard', 'i693Form', 'clients']);
  });

  it('shows external staff the same items as staff', () => {
    expect(labels({ a: false, s: true, g: 'ext_staff', first_name: 'E' })).toEqual(['dashboard', 'i693Form', 'clients']);
  });

  it('shows nothing without a session', () => {
    expect(labels(null)).toEqual([]);
  });
});

describe('greeting', () => {
  it('uses the fixed name for admins and the first name otherwise', () => {
    expect(greetingName({ a: true, s: true, g: null, first_name: 'Ada' })).toBe('Doctor');
    expect(greetingName({ a: false, s: true, g: null, first_name: 'Sam' })).toBe('Sam');
  });
});
