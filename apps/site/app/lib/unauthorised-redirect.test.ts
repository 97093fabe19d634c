import { createApiClient } from '@lingon/contracts/client';
import { defineContract } from '@lingon/contracts/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { redirectOnUnauthorised } from './unauthorised-redirect';

const contract = defineContract({
  id: 'test.sessionOnly',
  method: 'GET',
  path: 'test/v1/session-only',
  auth: 'session',
  summary: 'A session-only call for the test',
  response: z.object({ ok: z.boolean() }),
});

function clientAnswering(status: number) {
  return createApiClient({
    baseUrl: 'http://localhost/services/',
    fetch: async () => new Response(JSON.stringify({ ok: true }), { status }),
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('redirectOnUnauthorised', () => {
  it('signs out and sends the browser to my pages on a 401', async () => {
    const navigate = vi.fn();
    const signOut = vi.fn();
    cleanups.push(
      redirectOnUnauthorised({ navigate, signOut, currentPath: () => '/mitt-lingon/faktura' }),
    );
    await expect(clientAnswering(401)(contract)).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/mitt-lingon?returnTo=%2Fmitt-lingon%2Ffaktura');
  });

  it('does not navigate again when already on the login route', async () => {
    const navigate = vi.fn();
    const signOut = vi.fn();
    cleanups.push(redirectOnUnauthorised({ navigate, signOut, currentPath: () => '/mitt-lingon' }));
    await expect(clientAnswering(401)(contract)).rejects.toBeDefined();
    expect(signOut).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores other answers and stops after unsubscribing', async () => {
    const navigate = vi.fn();
    const unsubscribe = redirectOnUnauthorised({
      navigate,
      signOut: vi.fn(),
      currentPath: () => '/',
    });
    await expect(clientAnswering(403)(contract)).rejects.toBeDefined();
    await expect(clientAnswering(200)(contract)).resolves.toEqual({ ok: true });
    unsubscribe();
    await expect(clientAnswering(401)(contract)).rejects.toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
