import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it can, and finds out by trying one; under
 * the deployment's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation on
 * every start. Forms here are small: the interpreted parser is plenty. Imported first by main.tsx,
 * because zod decides when a schema is created, i.e. when a module that declares one is evaluated.
 */
z.config({ jitless: true });
