/** A machine translation failure; its message is what the job shows the user, word for word. */
export class MtError extends Error {
  override readonly name = 'MtError';

  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
