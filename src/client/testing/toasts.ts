import { screen } from '@testing-library/react';

/** Finds the toast with this title (its title, not the same words elsewhere on the page). */
export const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-title]' });
