// Stand-in for @ekran/api/mocks in builds that talk to a real API (see vite.config.ts).
export async function answerWithFake(): Promise<Response> {
  throw new Error('The fake backend is not part of this build.');
}
