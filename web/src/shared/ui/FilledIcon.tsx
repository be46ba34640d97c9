/** A decorative icon of one filled path on the 24×24 grid (the control around it carries the label). */
export function FilledIcon({ path, size }: { path: string; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
