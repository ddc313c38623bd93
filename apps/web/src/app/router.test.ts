import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

/** Every route below `route` that renders a screen (has a path, or is an index). */
const screens = (route: RouteObject): RouteObject[] =>
  (route.children ?? []).flatMap((child) => [
    ...(child.path !== undefined || child.index ? [child] : []),
    ...screens(child),
  ]);

describe('route table', () => {
  it('puts every screen of the signed-in frame under an error element inside the frame', async () => {
    const main = routes.find((route) => route.path === '/');
    const frame = main?.children?.[0];
    expect(frame?.lazy).toBeTypeOf('function');
    // The frame's own children: one pathless route with the error element, holding every screen.
    expect(frame?.children).toHaveLength(1);
    const guard = frame!.children![0]!;
    expect(guard.path).toBeUndefined();
    expect(guard.lazy).toBeTypeOf('function');
    const { ErrorBoundary } = await (guard.lazy as () => Promise<RouteObject>)();
    expect(ErrorBoundary?.name).toBe('ScreenError');
    const names = screens(guard).map((route) => route.path ?? '(index)');
    expect(names).toEqual(
      expect.arrayContaining([
        'dashboard',
        'campaigns',
        'campaigns/:id',
        'organization',
        'billings',
        'documents',
        'create-company',
        ':id/verify',
      ]),
    );
  });
});
