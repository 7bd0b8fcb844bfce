import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Shape } from './catalog-words';

// Silhouettes on a 400x400 canvas; the fill is the variant's colour, so each colour has its picture.
const shapes: Record<Shape, string> = {
  dress: 'M160 60h80l10 50-20 30 70 200H100l70-200-20-30z',
  skirt: 'M140 90h120l60 230H80z',
  shirt: 'M150 60l50 25 50-25 80 50-30 55-30-15v190H130V150l-30 15-30-55z',
  tshirt: 'M150 70q50 30 100 0l80 45-30 50-30-15v180H130V150l-30 15-30-50z',
  pants: 'M130 60h140l20 280h-70l-20-190-20 190h-70z',
  jacket: 'M150 55l50 40 50-40 80 60-10 225H80L70 115zM200 95v245',
  shoe: 'M70 250q0-70 40-110l40 40q60 20 120 30 70 20 60 60v30H70z',
  bag: 'M150 130q0-70 50-70t50 70h-20q0-45-30-45t-30 45zM90 130h220l20 210H70z',
  scarf: 'M120 70h160v60l-40 30v190h-60V160l-60-30z',
  pillow: 'M80 100q120-30 240 0 20 100 0 200-120 30-240 0-20-100 0-200z',
  watch: 'M170 40h60v90h-60zM170 270h60v90h-60zM200 110a90 90 0 1 1 0 180 90 90 0 1 1 0-180z',
  necklace: 'M110 80q90 230 180 0l-12-4q-78 190-156 0zM200 250l30 40-30 40-30-40z',
};

const patterns: Record<string, string> = {
  plain: '',
  stripes:
    '<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="12" height="24" fill="#fff" opacity=".18"/></pattern>',
  dots: '<pattern id="p" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="5" fill="#fff" opacity=".3"/></pattern>',
  border:
    '<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 20h40" stroke="#000" stroke-opacity=".15" stroke-width="6"/></pattern>',
};

export function productSvg(shape: Shape, hex: string, pattern: string): string {
  const overlay = patterns[pattern]
    ? `<path d="${shapes[shape]}" fill="url(#p)" fill-rule="evenodd"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs>${patterns[pattern] ?? ''}</defs><rect width="400" height="400" fill="#f4f1ec"/><path d="${shapes[shape]}" fill="${hex}" stroke="#00000055" stroke-width="4" fill-rule="evenodd" stroke-linejoin="round"/>${overlay}</svg>`;
}

export function categorySvg(shape: Shape, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" rx="40" fill="${background}"/><path d="${shapes[shape]}" fill="#ffffff" fill-opacity=".9" fill-rule="evenodd"/></svg>`;
}

export function logoSvg(initials: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><circle cx="100" cy="100" r="96" fill="${background}"/><text x="100" y="122" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export const productImagePath = (shape: Shape, pattern: string, hex: string) =>
  `seed/products/${shape}-${pattern}-${hex.slice(1)}.svg`;

/** Writes a file under the storage directory unless it is already there. */
export function writeStorageFile(storageDir: string, path: string, content: string): void {
  const target = join(storageDir, path);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

export const placeholderSvg = productSvg('bag', '#cfcfcf', 'plain');
