// SQLSTATE → HTTP status as PostgREST maps it, and the 503s a database that cannot serve gets (db/unavailable.ts).
import { describe, expect, it } from 'vitest';
import { DbError } from '../../db/types.ts';
import { DbConnectionError, fromDriverError, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { fromDbError, statusForSqlState } from './db-errors.ts';

const status = (code: string, role = 'anon', message = '') => statusForSqlState(code, role, message);

describe('statusForSqlState', () => {
  it('answers 503 while the database cannot serve: 08*, 57P01, 57P02, 57P03 and 53*', () => {
    for (const code of ['08000', '08001', '08003', '08006', '08P01', '57P01', '57P02', '57P03', '53300'])
      expect(status(code), code).toBe(503);
  });

  it('keeps the rest of 57* (a cancelled statement, 57014) at 500, and 53400 at 500', () => {
    expect(status('57014')).toBe(500);
    expect(status('57000')).toBe(500);
  });

  it('maps the usual request errors as PostgREST does', () => {
    expect(status('23505')).toBe(409);
    expect(status('23503')).toBe(409);
    expect(status('42501', 'anon')).toBe(401);
    expect(status('42501', 'authenticated')).toBe(403);
    expect(status('42P01')).toBe(404);
    expect(status('25006')).toBe(405);
    expect(status('P0001')).toBe(400);
    expect(status('PT418')).toBe(418);
    expect(status('40001')).toBe(500);
    expect(status('22P02')).toBe(400);
  });
});

describe('fromDbError for a database that cannot serve', () => {
  it('answers PGRST000 (503, Retry-After) when no connection could be made', () => {
    const e = fromDbError(new DbConnectionError('connect', 'connect ECONNREFUSED 127.0.0.1:5432'), 'anon');
    expect(e.status).toBe(503);
    expect(e.body()).toEqual({
      code: 'PGRST000',
      message: 'Database connection error. Retrying the connection.',
      details: 'connect ECONNREFUSED 127.0.0.1:5432',
      hint: null,
    });
    expect(e.headers['Retry-After']).toBe('2');
  });

  it('answers PGRST001 (503) when a connection was lost', () => {
    const e = fromDbError(new DbConnectionError('lost', 'Connection terminated unexpectedly'), 'anon');
    expect(e.status).toBe(503);
    expect(e.body()).toMatchObject({
      code: 'PGRST001',
      message: 'Database client error. Retrying the connection.',
    });
  });

  it("keeps the server's own SQLSTATE and message for 57P01 and 57P03, with status 503", () => {
    const terminated = fromDbError(
      new DbError({ code: '57P01', message: 'terminating connection due to administrator command' }),
      'anon',
    );
    expect(terminated.status).toBe(503);
    expect(terminated.body()).toMatchObject({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(terminated.headers['Retry-After']).toBe('2');
    expect(
      fromDbError(new DbError({ code: '57P03', message: 'the database system is shutting down' }), 'anon')
        .status,
    ).toBe(503);
  });
});

describe('fromDriverError', () => {
  const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('turns a refused or unresolvable connection into 08001', () => {
    for (const err of [
      errno('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1'),
      errno('ENOTFOUND', 'getaddrinfo ENOTFOUND db'),
    ]) {
      const e = fromDriverError(err, 'lost');
      expect(e).toBeInstanceOf(DbConnectionError);
      expect((e as DbConnectionError).code).toBe('08001');
    }
    const many = new AggregateError([errno('ECONNREFUSED', 'connect ECONNREFUSED ::1:1')], '');
    expect((fromDriverError(many, 'lost') as DbConnectionError).stage).toBe('connect');
  });

  it("turns node-postgres' lost connections into 08006, or 08001 where the connection was being made", () => {
    const lost = fromDriverError(
      new Error('Connection terminated unexpectedly'),
      'lost',
    ) as DbConnectionError;
    expect([lost.code, lost.stage]).toEqual(['08006', 'lost']);
    const atCheckout = fromDriverError(
      new Error('Connection terminated unexpectedly'),
      'connect',
    ) as DbConnectionError;
    expect(atCheckout.code).toBe('08001');
    expect(fromDriverError(errno('ECONNRESET', 'read ECONNRESET'), 'lost')).toBeInstanceOf(DbConnectionError);
    expect(
      fromDriverError(new Error('Client has encountered a connection error and is not queryable'), 'lost'),
    ).toBeInstanceOf(DbConnectionError);
  });

  it('leaves server errors as DbErrors and anything else alone', () => {
    const server = fromDriverError(Object.assign(new Error('shutting down'), { code: '57P03' }), 'connect');
    expect(server).toBeInstanceOf(DbError);
    expect(server).not.toBeInstanceOf(DbConnectionError);
    expect(isDatabaseUnavailable(server)).toBe(true);
    const bug = new TypeError('x is not a function');
    expect(fromDriverError(bug, 'lost')).toBe(bug);
    expect(isDatabaseUnavailable(bug)).toBe(false);
    expect(isDatabaseUnavailable(new DbError({ code: '23505', message: 'duplicate' }))).toBe(false);
  });
});
