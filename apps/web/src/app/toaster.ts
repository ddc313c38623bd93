// A module of its own so that providers.tsx can load the toast viewport lazily.
export { Toaster } from '@ekran/ui';
