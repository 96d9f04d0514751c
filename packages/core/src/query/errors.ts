/** A form data value the query cannot be built from; the message is Superset's. */
export class FormDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDataError';
  }
}

export const INVALID_ORDERBY_MESSAGE = 'Found invalid orderby options';
