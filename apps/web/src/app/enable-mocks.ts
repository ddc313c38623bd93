/** Starts the in-browser fake backend when the build asks for it (dev and demo builds). */
export async function enableMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('@ekran/api/mocks/browser');
  await startMockWorker();
}
