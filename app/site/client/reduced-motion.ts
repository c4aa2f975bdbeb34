// Whether the visitor asked for reduced motion; read when needed, so a change in the system setting
// applies from the next check on. Without matchMedia (very old browsers) motion is allowed.
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;
}
