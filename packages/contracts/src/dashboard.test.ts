import { dashboardView } from './dashboard';

describe('dashboardView (back-office.md 2.3, 6)', () => {
  it.each([
    [{ a: true, g: null }, 'admin'],
    [{ a: false, g: null }, 'staff'],
    [{ a: false, g: 'ext_staff' }, 'ext_staff'],
    // The ext_staff group restricts whatever the flags say, as it does for PDFs and receipts.
    [{ a: true, g: 'ext_staff' }, 'ext_staff'],
    [{ a: false, g: 'other_group' }, 'staff'],
  ])('%j sees the %s dashboard', (roles, view) => {
    expect(dashboardView(roles)).toBe(view);
  });
});
