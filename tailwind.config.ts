import type { Config } from 'tailwindcss';

/**
 * Tailwind reads this file through `@config` in packages/ui/src/styles.css.
 * Every colour is a semantic CSS variable (packages/ui/src/theme/tokens.css), so a tenant
 * re-skins the product by overriding variables, never by rebuilding CSS.
 */
const token = (name: string) => `var(--${name})`;

export default {
  content: [
    './packages/ui/src/**/*.{ts,tsx}',
    './apps/web/src/**/*.{ts,tsx}',
    './apps/web/index.html',
  ],
  theme: {
    extend: {
      colors: {
        background: token('background'),
        foreground: token('foreground'),
        card: { DEFAULT: token('card'), foreground: token('card-foreground') },
        popover: { DEFAULT: token('popover'), foreground: token('popover-foreground') },
        primary: { DEFAULT: token('primary'), foreground: token('primary-foreground') },
        secondary: { DEFAULT: token('secondary'), foreground: token('secondary-foreground') },
        accent: { DEFAULT: token('accent'), foreground: token('accent-foreground') },
        muted: { DEFAULT: token('muted'), foreground: token('muted-foreground') },
        success: {
          DEFAULT: token('success'),
          foreground: token('success-foreground'),
          soft: token('success-soft'),
          'soft-foreground': token('success-soft-foreground'),
        },
        warning: {
          DEFAULT: token('warning'),
          foreground: token('warning-foreground'),
          soft: token('warning-soft'),
          'soft-foreground': token('warning-soft-foreground'),
        },
        destructive: {
          DEFAULT: token('destructive'),
          foreground: token('destructive-foreground'),
          soft: token('destructive-soft'),
          'soft-foreground': token('destructive-soft-foreground'),
        },
        info: {
          DEFAULT: token('info'),
          foreground: token('info-foreground'),
          soft: token('info-soft'),
          'soft-foreground': token('info-soft-foreground'),
        },
        border: token('border'),
        input: token('input'),
        ring: token('ring'),
        overlay: token('overlay'),
      },
      borderRadius: {
        sm: 'calc(var(--radius) - 4px)',
        md: 'calc(var(--radius) - 2px)',
        lg: 'var(--radius)',
        xl: 'calc(var(--radius) + 4px)',
      },
      boxShadow: {
        sm: token('shadow-sm'),
        md: token('shadow-md'),
        lg: token('shadow-lg'),
      },
      fontFamily: {
        sans: token('font-sans'),
      },
      transitionDuration: {
        modal: token('duration-modal'),
        fast: token('duration-fast'),
        normal: token('duration-normal'),
      },
      width: {
        toast: token('toast-width'),
      },
    },
  },
} satisfies Config;
