import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { ApiError } from '@web/lib/api';
import { authErrorView } from './auth-errors';

describe('authErrorView', () => {
  it("a refused sign-in: 'Authentication Not Available' with the server's message (docs/product.md §1.8)", () => {
    const refused = new ApiError(401, 'invalid_credentials', 'Invalid email or password');
    expect(authErrorView(refused, 'sign in')).toEqual({ title: 'Authentication Not Available', message: 'Invalid email or password' });
    const locked = new ApiError(429, 'too_many', MESSAGES.tooManyAttempts);
    expect(authErrorView(locked, 'sign in').title).toBe(MESSAGES.authNotAvailable);
  });

  it('the server unreachable: the same heading for every action, naming the action', () => {
    expect(authErrorView(new ApiError(0, 'network', ''), 'sign up')).toEqual({
      title: MESSAGES.authNotAvailable,
      message: 'Network error during sign up. Please check your connection and try again.',
    });
    expect(authErrorView(new ApiError(503, 'down', 'Service unavailable'), 'reset').title).toBe(MESSAGES.authNotAvailable);
  });

  it("a refused sign-up or reset keeps its action's heading and the server's reason", () => {
    expect(authErrorView(new ApiError(422, 'weak', 'Password is too weak.'), 'sign up')).toEqual({ title: 'Sign up failed', message: 'Password is too weak.' });
    expect(authErrorView(new ApiError(400, 'bad', 'Link expired'), 'reset').title).toBe('Password reset failed');
    expect(authErrorView(new Error('boom'), 'sign in')).toEqual({ title: 'Sign in failed', message: MESSAGES.unexpected });
  });
});
