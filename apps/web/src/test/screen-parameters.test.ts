import { describe, expect, it } from 'vitest';
import { screenParameters } from './screen-parameters';

describe('screenParameters', () => {
  it('opens the screen full size at its route, mounted there, for the agency', () => {
    expect(screenParameters('/billings')).toEqual({
      layout: 'fullscreen',
      app: { route: '/billings', path: '/billings', user: 'agency' },
    });
  });

  it('takes another mount path, user, extra routes and layout', () => {
    const routes = [{ path: '/dashboard', element: null }];
    expect(
      screenParameters('/login', { path: '/*', user: null, routes, layout: 'centered' }),
    ).toEqual({ layout: 'centered', app: { route: '/login', path: '/*', user: null, routes } });
  });
});
