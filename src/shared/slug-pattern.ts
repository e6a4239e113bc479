/** Lower-case words joined by single hyphens, as in a web address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
