/** Design tokens shared by the shell and every remote. */
export const theme = {
  colors: {
    primary: '#0b5cad',
    primaryDark: '#084583',
    primaryText: '#ffffff',
    accent: '#0f8a6c',
    text: '#1d2733',
    mutedText: '#5a6776',
    background: '#ffffff',
    surface: '#f4f7fa',
    border: '#d3dbe4',
    focus: '#ffb300',
    info: '#0b5cad',
    // 4.76:1 on successBg (badges, alerts): #1b7f3b fell just short of the 4.5:1 that small text needs.
    success: '#1a7a38',
    warning: '#9a6400',
    error: '#b3261e',
    infoBg: '#e8f1fb',
    successBg: '#e6f4ea',
    warningBg: '#fff4e0',
    errorBg: '#fdecea',
    overlay: 'rgba(14, 22, 33, 0.55)',
  },
  space: (n: number): string => `${n * 4}px`,
  radius: '6px',
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Gurmukhi', sans-serif",
    size: { small: '0.875rem', base: '1rem', large: '1.25rem', title: '1.75rem' },
  },
  breakpoints: {
    /** Below this width the layout is the mobile one (booking-leads-calendar.md 9: below 768 px). */
    mobile: 768,
    /** The reviews carousel shows one card at this width or less (public-site.md 2). */
    reviews: 600,
  },
  maxContentWidth: '1200px',
  zIndex: { header: 100, overlay: 1000, dialog: 1100, notice: 1200 },
} as const;

/** Media queries matching the breakpoints. */
export const mq = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.mobile}px)`,
  reviews: `@media (max-width: ${theme.breakpoints.reviews}px)`,
} as const;

export type Theme = typeof theme;
