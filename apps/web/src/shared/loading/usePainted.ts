import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * Whether the component has been painted since it mounted: `false` in its first render, `true`
 * once the browser has painted it (`afterNextPaint`). Lets a component show what it knows at
 * once and only then ask for what must be fetched.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
