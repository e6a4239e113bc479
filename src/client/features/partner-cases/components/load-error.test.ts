import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { isSessionEnded, SignInRequiredError } from '../api/partner-case-request';
import { describeLoadError } from './load-error';

describe('describeLoadError (requirements §8 Partner)', () => {
  it('asks to log in when no token is stored', () => {
    expect(describeLoadError(new SignInRequiredError(), 'cases', i18n)).toEqual({
      title: 'Authentication Required',
      message: 'Please log in to access cases',
      canRetry: false,
    });
    expect(describeLoadError(new SignInRequiredError(), 'caseDetails', i18n).message).toBe(
      'Please log in to access case details',
    );
  });

  it('says the session expired on a 401', () => {
    const error = new ApiError('Please sign in.', 401);
    expect(isSessionEnded(error)).toBe(true);
    expect(describeLoadError(error, 'cases', i18n)).toEqual({
      title: 'Session Expired',
      message: 'Please log in again',
      canRetry: false,
    });
  });

  it('says the loading took too long on our time limit (408)', () => {
    const error = new ApiError('The request is taking longer than expected.', 408);
    expect(describeLoadError(error, 'cases', i18n)).toEqual({
      title: 'Request Timeout',
      message: 'Case loading took too long. Please try again.',
      canRetry: true,
    });
    expect(describeLoadError(error, 'caseDetails', i18n).message).toBe(
      'Case details loading took too long. Please try again.',
    );
  });

  it('points at the connection for anything else, with a retry', () => {
    for (const error of [
      new ApiError('Server error', 500),
      new ApiError('offline', 0),
      new Error('x'),
    ]) {
      expect(isSessionEnded(error)).toBe(false);
      expect(describeLoadError(error, 'cases', i18n)).toMatchObject({
        message: 'Failed to fetch assigned cases. Please check your connection.',
        canRetry: true,
      });
      expect(describeLoadError(error, 'caseDetails', i18n).message).toBe(
        'Failed to load case details. Please check your connection.',
      );
    }
  });
});
