import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

const system = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** Colours are picked for WCAG AA contrast of text on page and of brandText on brand. */
export const spainRegistryTheme = createTheme(vars, {
  color: {
    brand: '#0b3d6e',
    brandText: '#ffffff',
    accent: '#b3261e',
    accentText: '#ffffff',
    page: '#f4f6f9',
    surface: '#ffffff',
    text: '#1b2430',
    muted: '#4d5968',
    border: '#c9d1dc',
    danger: '#a4161a',
    focus: '#1a73e8',
  },
  font: { body: system, heading: system },
  radius: '6px',
});

export const portugalTheme = createTheme(vars, {
  color: {
    brand: '#0b5d3b',
    brandText: '#ffffff',
    accent: '#9e1b32',
    accentText: '#ffffff',
    page: '#f5f7f4',
    surface: '#ffffff',
    text: '#1c2620',
    muted: '#4a5a50',
    border: '#c8d3cb',
    danger: '#a4161a',
    focus: '#1a73e8',
  },
  font: { body: system, heading: 'Georgia, "Times New Roman", serif' },
  radius: '4px',
});

/** Store 28 has its own styling (spec 9): same family, warmer brand and square corners. */
export const portugal28Theme = createTheme(vars, {
  color: {
    brand: '#7a2e0e',
    brandText: '#ffffff',
    accent: '#0b5d3b',
    accentText: '#ffffff',
    page: '#fbf7f2',
    surface: '#ffffff',
    text: '#2a1d14',
    muted: '#5e4b3c',
    border: '#dccbbb',
    danger: '#a4161a',
    focus: '#1a73e8',
  },
  font: { body: system, heading: 'Georgia, "Times New Roman", serif' },
  radius: '0px',
});

export const englishTheme = createTheme(vars, {
  color: {
    brand: '#1f2a44',
    brandText: '#ffffff',
    accent: '#0a6e5c',
    accentText: '#ffffff',
    page: '#f6f6f8',
    surface: '#ffffff',
    text: '#1d1f24',
    muted: '#50555f',
    border: '#cfd2d9',
    danger: '#a4161a',
    focus: '#1a73e8',
  },
  font: { body: system, heading: system },
  radius: '8px',
});

export const otherTheme = createTheme(vars, {
  color: {
    brand: '#4a2a7a',
    brandText: '#ffffff',
    accent: '#0b5f8a',
    accentText: '#ffffff',
    page: '#f7f5fa',
    surface: '#ffffff',
    text: '#221c2b',
    muted: '#564d63',
    border: '#d5cfe0',
    danger: '#a4161a',
    focus: '#1a73e8',
  },
  font: { body: system, heading: system },
  radius: '10px',
});
