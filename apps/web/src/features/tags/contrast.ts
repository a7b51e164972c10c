/** WCAG relative luminance of a #rrggbb color (null when the string is not one). */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The tag's own colors when they read well (≥ 4.5:1, WCAG AA for small text); otherwise the
 * background with near-black or white text, whichever contrasts more. Invalid colors fall back to grey.
 */
export function readableColors(fg: string, bg: string): { color: string; backgroundColor: string } {
  const background = luminance(bg) === null ? '#e5e7eb' : bg;
  const ratio = contrastRatio(fg, background);
  if (ratio !== null && ratio >= 4.5) return { color: fg, backgroundColor: background };
  const dark = '#111827';
  const light = '#ffffff';
  const darkRatio = contrastRatio(dark, background) ?? 0;
  const lightRatio = contrastRatio(light, background) ?? 0;
  return { color: darkRatio >= lightRatio ? dark : light, backgroundColor: background };
}
