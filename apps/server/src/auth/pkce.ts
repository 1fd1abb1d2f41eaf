// PKCE parameters as supabase-js sends them: `code_challenge` + `code_challenge_method` ('s256' | 'plain'),
// both null in the implicit flow.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { Body } from './context.ts';
import { validationFailed } from './errors.ts';
import { insertFlowState } from './models/flow-state.ts';

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

export function readPkce(body: Body): PkceParams | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if ((challenge === undefined || challenge === null || challenge === '') && (method === undefined || method === null || method === '')) {
    return null;
  }
  if (typeof challenge !== 'string' || typeof method !== 'string' || !challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { challenge, method: m };
}

/** Starts a flow for `userId`; the e-mailed link, once followed, hands out its auth code. */
export async function startFlow(q: Queryable, userId: string, pkce: PkceParams, authenticationMethod: string): Promise<void> {
  await insertFlowState(q, {
    id: randomUUID(),
    userId,
    authCode: randomUUID(),
    method: pkce.method,
    challenge: pkce.challenge,
    authenticationMethod,
  });
}
