import { describe, expect, it } from 'vitest';
import { avatarFileProblem, avatarUrl } from './avatar';

describe('avatarFileProblem', () => {
  it('accepts an image under 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 10_000 })).toBeNull();
    expect(avatarFileProblem({ type: 'IMAGE/JPEG', size: 2 * 1024 * 1024 - 1 })).toBeNull();
  });
  it('refuses anything that is not an image', () => {
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });
  it('refuses 2 MB and more', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('Image size must be less than 2MB');
  });
});

describe('avatarUrl', () => {
  it('is versioned', () => {
    expect(avatarUrl('u1', 42)).toBe('/api/users/u1/avatar?v=42');
  });
});
