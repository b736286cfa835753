import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame once. The page's code is asked for after that:
 * asked for with the frame, its dozens of files held up the frame's own calls and styles on the
 * browser's six connections to the server.
 */
export function useFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The callback runs before the next paint; the timeout after it.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
