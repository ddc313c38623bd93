interface ImportMetaEnv {
  /** Base of the API, `/api` by default. */
  readonly VITE_API_URL?: string;
  /** `true` runs the app on the in-browser fake backend. */
  readonly VITE_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
