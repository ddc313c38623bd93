import { setupServer, type SetupServer } from 'msw/node';
import { handlersFor, type ScenarioSelection } from './scenarios.ts';

export * from './index.ts';

/**
 * An msw server with the fake backend, for tests:
 * `const server = setupMockServer(); beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))`.
 * Pair with `resetMockDb()` in `beforeEach` so each test starts from the seed.
 */
export function setupMockServer(selection: ScenarioSelection = {}): SetupServer {
  return setupServer(...handlersFor(selection));
}
