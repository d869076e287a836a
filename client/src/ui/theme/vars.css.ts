import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract; each store family fills it (themes.css.ts). */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandText: null,
    accent: null,
    accentText: null,
    page: null,
    surface: null,
    text: null,
    muted: null,
    border: null,
    danger: null,
    focus: null,
  },
  font: { body: null, heading: null },
  radius: null,
});

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' } as const;
