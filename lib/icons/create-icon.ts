import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/*
 * A small stand-in for lucide-react's icon factory, swapped in for `lucide-react/dist/esm/createLucideIcon.mjs` by
 * next.config.mjs: every `import { Plus } from 'lucide-react'` keeps its icon data and its types, but the browser no
 * longer downloads lucide's general runtime (context provider, attribute builder, class and name utilities: 1.9 KiB
 * gzip on every back-office screen). It draws the same <svg> as lucide for the props this app uses (size, width, height,
 * strokeWidth, absoluteStrokeWidth, color, className, aria-* and any other SVG attribute); a unit test compares the
 * two (tests/unit/icons/create-icon.test.tsx).
 */

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type IconData = {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  aliases?: unknown[];
  node: IconNode;
};
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  color?: string;
  children?: ReactNode;
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function classes(...lists: (string | undefined)[]) {
  const tokens = new Set<string>();
  for (const list of lists) for (const token of list?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** Whether the icon is labelled (then it is not hidden from assistive technology), as lucide decides it. */
function labelled(props: Record<string, unknown>, children: ReactNode) {
  if (children != null && children !== false) return true;
  return Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );
}

export default function createLucideIcon(data: IconData | string, iconNode: IconNode = []) {
  const icon: IconData = typeof data === 'string' ? { name: kebab(data), node: iconNode } : data;
  const boxWidth = icon.size ?? icon.width ?? 24;
  const boxHeight = icon.size ?? icon.height ?? 24;
  const aliases = (icon.aliases ?? [])
    .filter((a): a is string => typeof a === 'string' && a.trim() !== '')
    .map((a) => `lucide-${a}`);
  function LucideIcon({
    size,
    width,
    height,
    strokeWidth = 2,
    absoluteStrokeWidth,
    color,
    className,
    children,
    ...rest
  }: IconProps) {
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * boxWidth) / Number(size ?? width ?? 24) : strokeWidth;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${boxWidth} ${boxHeight}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes('lucide', icon.name ? `lucide-${icon.name}` : undefined, ...aliases, className),
        ...(labelled(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  if (icon.name) LucideIcon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return LucideIcon;
}
