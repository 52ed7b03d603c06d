/** What went wrong, in words, whatever was thrown: an Error's message, or the thrown value as text. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
