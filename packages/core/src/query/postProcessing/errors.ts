/** A post-processing request Superset rejects (its InvalidPostProcessingError: a 400 with the message). */
export class InvalidPostProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPostProcessingError';
  }
}

export const REFERENCED_COLUMNS_MISSING = 'Referenced columns not available in DataFrame.';
