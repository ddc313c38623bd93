import { flag, maybeText, object, spec, strict, z } from '../contract/kit.ts';

/** Spec §3: the token pair; both are JWTs whose `exp` claim decides the login state. */
export const authTokensSchema = object(
  {
    access_token: strict(z.string().min(1), 'signs every call; without it there is no session'),
    refresh_token: strict(z.string().min(1), 'renews the session; without it there is no session'),
  },
  spec('§3 User and tenant (auth tokens), §7 Authentication', ['access_token', 'refresh_token']),
);

/**
 * Answer of the *_valid calls (the spec shows none). A 2xx is read as valid unless the answer says
 * `valid: false`; an invalid value may also come back as a 400 with `detail`.
 */
export const validitySchema = object({
  valid: flag(true),
  detail: maybeText(),
});
