import { object, optional, z } from '../contract/kit.ts';

/** Spec §3: the token pair; both are JWTs whose `exp` claim decides the login state. */
export const authTokensSchema = object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
});

/** Answer of the *_valid calls; an invalid value may also come back as a 400 with `detail`. */
export const validitySchema = object({
  valid: z.boolean(),
  detail: optional(z.string()),
});
