export {
  applyTenantTheme,
  checkTenantVar,
  type ApplyTenantThemeOptions,
  type ApplyTenantThemeResult,
  type CheckedTenantVar,
  type RejectedTenantVar,
  type TenantThemeToken,
  type TenantThemeVars,
} from './apply-tenant-theme';
export { contrastRatio, parseColor, type Rgba } from './color';
export {
  deriveDarkVars,
  ensureReadable,
  mixColors,
  themeFromBrand,
  type BrandColors,
  parseTenantThemeSpec,
  resolveTenantTheme,
  toHex,
  type ContrastAdjustment,
  type ResolvedTenantTheme,
  type TenantThemeSpec,
  type ThemeMode,
} from './runtime-theme';
export {
  colorTokens,
  defaultPalette,
  textContrastPairs,
  uiContrastPairs,
  type ColorToken,
} from './tokens';
