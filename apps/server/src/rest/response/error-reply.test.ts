import { describe, expect, it } from 'vitest';
import { DbError } from '../../db/types.ts';
import { errors } from '../errors.ts';
import { errorReply } from './error-reply.ts';

function logger() {
  const logged: unknown[] = [];
  return { logged, error: (obj: unknown) => void logged.push(obj) };
}

describe('errorReply', () => {
  it('answers our own errors as they are, with Proxy-Status naming the code', () => {
    const log = logger();
    const reply = errorReply(errors.jwtInvalid('JWT expired'), 'anon', log);
    expect(reply.status).toBe(401);
    expect(reply.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': 'PostgREST; error=PGRST301',
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    });
    expect(JSON.parse(reply.body as string)).toEqual({
      code: 'PGRST301',
      message: 'JWT expired',
      details: null,
      hint: null,
    });
    expect(log.logged).toEqual([]);
  });

  it("maps the database's errors by SQLSTATE", () => {
    const reply = errorReply(
      new DbError({ message: 'duplicate key value', code: '23505' }),
      'authenticated',
      logger(),
    );
    expect(reply.status).toBe(409);
    expect(JSON.parse(reply.body as string)).toMatchObject({ code: '23505' });
  });

  it('logs anything else and answers PGRST000 without its detail', () => {
    const log = logger();
    const reply = errorReply(new Error('secret detail'), 'anon', log);
    expect(reply.status).toBe(500);
    expect(reply.body).not.toContain('secret');
    expect(log.logged).toHaveLength(1);
  });
});
