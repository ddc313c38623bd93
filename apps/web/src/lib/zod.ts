import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it can, and finds out by trying one; under
 * the deployment's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation on
 * every start. Forms here are small: the interpreted parser is plenty.
 *
 * Every module of the app that declares a schema imports `z` from here, never from 'zod': zod decides
 * when a schema is created, and this module is then always evaluated first. (Imported by main.tsx
 * instead, zod would sit in the entry chunk, over its size budget.)
 */
z.config({ jitless: true });

export { z };
