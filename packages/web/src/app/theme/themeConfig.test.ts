import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { onPrimaryText, themeConfig } from './themeConfig';
import type { ThemeMode } from './themeMode';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const short = /^#([0-9a-f]{3})$/i.exec(color);
  if (short) return parse(`#${[...short[1]!].map((c) => c + c).join('')}`);
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unparsed colour ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!, a];
}

/** The colour seen when `top` (possibly translucent) is drawn over an opaque `bottom`. */
function over(top: string, bottom: string): Rgba {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of text colour `fg` on background `bg`. */
function contrast(fg: string, bg: string): number {
  const a = luminance(over(fg, bg));
  const b = luminance(parse(bg));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;

/** antd's preset tag colours (`<Tag color="green">`). */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

describe.each<ThemeMode>(['light', 'dark'])('the %s theme', (mode) => {
  const token = theme.getDesignToken(themeConfig(mode));
  const backgrounds = {
    container: token.colorBgContainer,
    layout: token.colorBgLayout,
    elevated: token.colorBgElevated,
  };
  const texts = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorLinkHover',
    'colorPrimary',
    'colorPrimaryHover',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
  ] as const;

  it.each(texts)('%s meets WCAG AA on the container, layout and elevated backgrounds', (name) => {
    for (const [where, bg] of Object.entries(backgrounds)) {
      expect(contrast(token[name], bg), `${name} ${token[name]} on ${where} ${bg}`).toBeGreaterThanOrEqual(
        AA,
      );
    }
  });

  it('text on a primary fill (buttons, avatars) meets WCAG AA, at rest, hovered and pressed', () => {
    for (const fill of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
      expect(contrast(onPrimaryText(mode), fill), fill).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(PRESETS)("a %s tag's text meets WCAG AA on its background", (preset) => {
    const bg = token[`${preset}1`];
    // antd has each shade under two names; the CSS variable the tag reads is written from the second.
    const shades = token as unknown as Record<string, string>;
    for (const name of [`${preset}7`, `${preset}-7`]) {
      expect(contrast(shades[name]!, bg), `${name} ${shades[name]} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the keyboard focus ring (colorPrimaryBorder) stands out 3:1 from every background', () => {
    for (const [where, bg] of Object.entries(backgrounds)) {
      expect(contrast(token.colorPrimaryBorder, bg), where).toBeGreaterThanOrEqual(3);
    }
  });

  it('the selected menu item and link text meet WCAG AA on their highlighted background', () => {
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorLink, token.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
  });
});

describe('antd without the app theme', () => {
  it('fails the same checks, so the tests above test something', () => {
    const token = theme.getDesignToken({});
    expect(contrast(token.colorTextPlaceholder, token.colorBgContainer)).toBeLessThan(AA);
    expect(contrast('#ffffff', token.colorPrimary)).toBeLessThan(AA);
  });
});
