/** Two free authenticator apps, for iPhone and Android, named wherever people need one. */
export const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator'] as const;

/** "Google Authenticator or Microsoft Authenticator". */
export const AUTHENTICATOR_APPS_EXAMPLE = AUTHENTICATOR_APPS.join(' or ');
