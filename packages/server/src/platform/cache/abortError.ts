/** The AbortError a caller gets when its own signal aborts; the signal's reason rides along as `cause`. */
export function abortError(signal: AbortSignal): DOMException {
  return new DOMException('This operation was aborted', { name: 'AbortError', cause: signal.reason });
}
