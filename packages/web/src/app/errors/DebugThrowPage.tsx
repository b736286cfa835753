// Diagnostics route /web/debug/throw: fails while rendering so that the error boundary can be checked.
export default function DebugThrowPage(): never {
  throw new Error('The diagnostics page failed on purpose.');
}
