import { guardRoute } from './guard';

const admin = { a: true, s: false, g: null, first_name: 'Ada' };
const staff = { a: false, s: true, g: null, first_name: 'Sam' };
const ext = { a: false, s: true, g: 'ext_staff', first_name: 'Eve' };
const noFlags = { a: false, s: false, g: null, first_name: 'Nia' };

describe('guardRoute', () => {
  it('lets anyone open public routes and unknown paths (the 404 page)', () => {
    expect(guardRoute('/', '', null)).toEqual({ allow: true });
    expect(guardRoute('/booking/calendar', '', null)).toEqual({ allow: true });
    expect(guardRoute('/no/such/page', '', null)).toEqual({ allow: true });
  });

  it('sends a visitor without a valid token to /login with next = path and query', () => {
    expect(guardRoute('/admin/appointment-requests', '?s=a@b.co', null)).toEqual({
      allow: false,
      redirect: `/login?next=${encodeURIComponent('/admin/appointment-requests?s=a@b.co')}`,
    });
    expect(guardRoute('/admin', '', null)).toEqual({ allow: false, redirect: '/login?next=%2Fadmin' });
  });

  it('staff level needs the admin or staff flag, else home', () => {
    expect(guardRoute('/admin', '', staff).allow).toBe(true);
    expect(guardRoute('/admin/i693-applications', '', admin).allow).toBe(true);
    expect(guardRoute('/admin', '', noFlags)).toEqual({ allow: false, redirect: '/' });
  });

  it('admin level needs the admin flag, else /admin', () => {
    for (const path of ['/admin/orders', '/admin/clients', '/admin/doctor-availability']) {
      expect(guardRoute(path, '', admin).allow).toBe(true);
      expect(guardRoute(path, '', staff)).toEqual({ allow: false, redirect: '/admin' });
      expect(guardRoute(path, '', ext)).toEqual({ allow: false, redirect: '/admin' });
    }
  });

  it('while a two-factor enrolment is pending, every staff route sends to the enrolment page', () => {
    for (const path of ['/admin', '/admin/orders', '/admin/account']) {
      expect(guardRoute(path, '', admin, true)).toEqual({ allow: false, redirect: '/admin/account/two-factor' });
    }
    expect(guardRoute('/admin/account/two-factor', '', ext, true).allow).toBe(true);
    expect(guardRoute('/', '', admin, true).allow).toBe(true);
    expect(guardRoute('/admin/orders', '', null, true).allow).toBe(false);
  });

  it('sends a user who cannot open /admin either straight home from an admin route', () => {
    expect(guardRoute('/admin/orders', '', noFlags)).toEqual({ allow: false, redirect: '/' });
  });
});
