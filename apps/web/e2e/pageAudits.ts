import type { Page } from '@playwright/test';

/** The levels of the page's headings, in document order. */
export function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings.map((heading) =>
        Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      ),
    );
}

/** Where a heading level skips one (`h2` followed by `h4`), described; empty when none does. */
export function skippedHeadingLevels(levels: readonly number[]): string[] {
  const skips: string[] = [];
  let previous = 0;
  for (const level of levels) {
    if (level > previous + 1) skips.push(`h${level} after h${previous || 'nothing'}`);
    previous = level;
  }
  return skips;
}

/** A visible text whose colour contrast with its background is below WCAG AA. */
export interface LowContrast {
  text: string;
  ratio: number;
  required: number;
}

/**
 * Computes the contrast of every visible text with the background it sits on (the first opaque
 * background among its ancestors, composited over white) and lists those below WCAG AA: 4.5:1, or
 * 3:1 for large text (24px, or 18.66px bold).
 */
export function findLowContrast(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    const parse = (color: string): [number, number, number, number] => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]): number => {
      const channel = (v: number): number => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const over = (top: number[], bottom: number[]): number[] => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha));
    };
    const background = (element: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if ((color[3] ?? 0) > 0) layers.push(color);
        if ((color[3] ?? 0) >= 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const found: { text: string; ratio: number; required: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (text === '' || !element || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      const fg = parse(style.color);
      const bg = background(element);
      const [light, dark] = [luminance(over(fg, bg)), luminance(bg)].sort((a, b) => b - a);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required)
        found.push({ text: text.slice(0, 60), ratio: Math.round(ratio * 100) / 100, required });
    }
    return found;
  });
}

/** Texts cut off by an ellipsis (wider than their box); line-clamped intros are cut on purpose and skipped. */
export function findClippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.textOverflow === 'ellipsis' &&
          style.webkitLineClamp === 'none' &&
          element.scrollWidth > element.clientWidth
        );
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** How far the page is wider than its viewport, in pixels: more than 0 when it scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
