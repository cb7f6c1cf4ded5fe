import type { SVGProps } from 'react';

/**
 * A line drawing in the text colour: no fill, round line ends, hidden from screen readers and
 * never focused (its button, link or heading carries the meaning). The paths are its children;
 * the box (24 units unless told), the line width and the joins are the caller's.
 */
export function LineIcon({
  viewBox = '0 0 24 24',
  strokeWidth = 2,
  children,
  ...svg
}: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...svg}
    >
      {children}
    </svg>
  );
}

/** The × of a close button (a toast, the cart drawer), 16 units square. */
export function CrossIcon({ size = 16 }: { size?: number }) {
  return (
    <LineIcon width={size} height={size} viewBox="0 0 16 16" strokeWidth="1.8">
      <path d="M3.5 3.5l9 9m0-9l-9 9" />
    </LineIcon>
  );
}
