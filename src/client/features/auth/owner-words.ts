/** What the registration form knows of its owner, which the password must not be built from. */
export const ownerWords = (values: { firstName?: unknown; lastName?: unknown; email?: unknown }) =>
  [values.firstName, values.lastName, values.email].map((value) =>
    typeof value === 'string' ? value : undefined,
  );
