import { TOKEN_KEYS } from '@ekran/api';

/** Whether a session is stored: without one the guards send the visitor to /login. */
export function hasStoredSession(): boolean {
  try {
    return Boolean(
      localStorage.getItem(TOKEN_KEYS.access) || localStorage.getItem(TOKEN_KEYS.refresh),
    );
  } catch {
    return false;
  }
}
