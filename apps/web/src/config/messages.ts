/** SPEC §8 defaults, shared by toasts and api error messages. */
export const DEFAULT_SUCCESS_MESSAGE = 'Success!';
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong!';
