/**
 * Unsigned JWTs (header.payload.signature with a fake signature): the client only reads `exp`, and a
 * real signature would add nothing to a fake.
 */
export interface TokenClaims {
  token_type: 'access' | 'refresh';
  user_id: number;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  jti: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeJwt(claims: TokenClaims): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  return `${header}.${payload}.${base64url(`ekran-mock-signature-${claims.jti}`)}`;
}

/** The claims of a token this fake issued, or null when it is malformed. */
export function decodeJwt(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = JSON.parse(fromBase64url(parts[1])) as Partial<TokenClaims>;
    if (
      (claims.token_type !== 'access' && claims.token_type !== 'refresh') ||
      typeof claims.user_id !== 'number' ||
      typeof claims.exp !== 'number' ||
      typeof claims.jti !== 'string'
    ) {
      return null;
    }
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** Server clock in seconds. Real time (not MOCK_TODAY): the client compares `exp` with its own clock. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
