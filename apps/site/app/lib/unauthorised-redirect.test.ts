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
  const options = (currentPath: string, signedIn = true) => ({
    signedIn: () => signedIn,
    signOut: vi.fn(),
    currentPath: () => currentPath,
    load: vi.fn(),
  });

  it('signs out and loads my pages anew on a 401, to come back after signing in', async () => {
    const on = options('/mitt-lingon/faktura');
    cleanups.push(redirectOnUnauthorised(on));
    await expect(clientAnswering(401)(contract)).rejects.toMatchObject({ status: 401 });
    expect(on.signOut).toHaveBeenCalledOnce();
    expect(on.load).toHaveBeenCalledWith('/mitt-lingon?returnTo=%2Fmitt-lingon%2Ffaktura');
  });

  it('loads the login route anew when the customer was signed in there', async () => {
    const on = options('/mitt-lingon?returnTo=%2Fmitt-lingon%2Fordrar');
    cleanups.push(redirectOnUnauthorised(on));
    await expect(clientAnswering(401)(contract)).rejects.toBeDefined();
    expect(on.signOut).toHaveBeenCalledOnce();
    expect(on.load).toHaveBeenCalledWith('/mitt-lingon?returnTo=%2Fmitt-lingon%2Fordrar');
  });

  it('leaves a signed-out login route as it is, so it never loads itself again and again', async () => {
    const on = options('/mitt-lingon', false);
    cleanups.push(redirectOnUnauthorised(on));
    await expect(clientAnswering(401)(contract)).rejects.toBeDefined();
    expect(on.signOut).toHaveBeenCalledOnce();
    expect(on.load).not.toHaveBeenCalled();
  });

  it('ignores other answers and stops after unsubscribing', async () => {
    const on = options('/');
    const unsubscribe = redirectOnUnauthorised(on);
    await expect(clientAnswering(403)(contract)).rejects.toBeDefined();
    await expect(clientAnswering(200)(contract)).resolves.toEqual({ ok: true });
    unsubscribe();
    await expect(clientAnswering(401)(contract)).rejects.toBeDefined();
    expect(on.load).not.toHaveBeenCalled();
    expect(on.signOut).not.toHaveBeenCalled();
  });
});
