export {
  applyTenantTheme,
  type ApplyTenantThemeOptions,
  type ApplyTenantThemeResult,
  type RejectedTenantVar,
  type TenantThemeToken,
  type TenantThemeVars,
} from './apply-tenant-theme';
export { contrastRatio, parseColor, type Rgba } from './color';
export { colorTokens, textContrastPairs, uiContrastPairs, type ColorToken } from './tokens';
