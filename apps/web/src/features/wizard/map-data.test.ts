import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { playerKeys, playerQueries, type Api, type Geoplan } from '@ekran/api';
import { createMapData } from './map-data';

const plan = (id: number, name: string): Geoplan =>
  ({ id, name, players: [id * 10] }) as unknown as Geoplan;

/** An api whose geo-plan calls keep a list, as the server does. */
function fakeApi() {
  let plans = [plan(1, 'Центр')];
  const geoplans = {
    list: vi.fn(async () => plans),
    create: vi.fn(async (body: { name: string; players: number[] }) => {
      const saved = { ...plan(plans.length + 1, body.name), players: body.players };
      plans = [...plans, saved];
      return saved;
    }),
    update: vi.fn(async (id: number, body: { name: string }) => {
      plans = plans.map((p) => (p.id === id ? { ...p, name: body.name } : p));
      return plans.find((p) => p.id === id)!;
    }),
    remove: vi.fn(async (id: number) => {
      plans = plans.filter((p) => p.id !== id);
    }),
  };
  return { players: { geoplans } } as unknown as Api;
}

describe('the map picker’s geo plans go through the query cache (issue 15.3)', () => {
  it('create, rename and delete refresh the geoplans query the wizard reads', async () => {
    const api = fakeApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = playerQueries.geoplans(api);
    await client.fetchQuery(query);
    const { geoPlans } = createMapData(api, client);
    const cached = () => client.getQueryData<Geoplan[]>(query.queryKey)?.map((p) => p.name);

    await geoPlans.saveGeoPlan({ name: 'Север', players: [7] });
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Центр', 'Север']);

    await geoPlans.renameGeoPlan({ id: 2, name: 'Север', players: [7] }, 'Север-2');
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Центр', 'Север-2']);

    await geoPlans.deleteGeoPlan(1);
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Север-2']);

    // The list the map shows is the cached query, not a call of its own.
    expect((await geoPlans.listGeoPlans(new AbortController().signal)).map((p) => p.name)).toEqual([
      'Север-2',
    ]);
  });
});
