import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { earlyFirst } from './early-first';

describe('earlyFirst', () => {
  it('answers the early read once, then asks again', async () => {
    const again = vi.fn(async () => 'again');
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: ['x'], queryFn: earlyFirst(Promise.resolve('early'), again) });
    expect(data).toBe('early');
    expect(again).not.toHaveBeenCalled();
  });

  it('a failed early read is retried by asking again, not by handing out the same failure', async () => {
    const again = vi.fn(async () => 'again');
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: ['y'], queryFn: earlyFirst(Promise.reject(new Error('down')), again), retry: 1, retryDelay: 0 });
    expect(data).toBe('again');
    expect(again).toHaveBeenCalledTimes(1);
  });
});
