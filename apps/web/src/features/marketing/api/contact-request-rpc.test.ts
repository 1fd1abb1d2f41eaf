import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  GENERIC_FAILURE_MESSAGE,
  RATE_LIMIT_MESSAGE,
  toRpcArgs,
  type ContactRequestInput,
} from './contact-request-rpc';

const blank: ContactRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  assets: '',
  message: '',
  website: '',
};

describe('toRpcArgs', () => {
  it('names every argument as submit_contact_request declares it', () => {
    const args = toRpcArgs({
      ...blank,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: ' ada@example.com ',
      phone: '+1 555 0100',
      company: 'Engines Ltd',
      service: 'Security Assessment',
      assets: '$1M-$5M',
      message: 'Hello',
      website: '',
    });
    expect(args).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      company: 'Engines Ltd',
      service: 'Security Assessment',
      assets: '$1M-$5M',
      message: 'Hello',
      website: null,
    });
  });

  it('sends blank optional fields as null and passes a filled honeypot through', () => {
    const args = toRpcArgs({
      ...blank,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '  ',
      website: 'spam.example',
    });
    expect(args).toMatchObject({
      phone: null,
      company: null,
      service: null,
      assets: null,
      message: null,
      website: 'spam.example',
    });
  });
});

describe('describeFailure', () => {
  it('reports the rate limit for HTTP 429 or SQLSTATE PT429', () => {
    expect(describeFailure(429, {}).message).toBe(RATE_LIMIT_MESSAGE);
    expect(describeFailure(400, { code: 'PT429' }).rateLimited).toBe(true);
    expect(RATE_LIMIT_MESSAGE).toMatch(/^Too many requests/);
  });

  it("shows the function's own validation message (22023)", () => {
    const err = describeFailure(400, { code: '22023', message: 'Please enter a valid email address' });
    expect(err.message).toBe('Please enter a valid email address');
    expect(err.rateLimited).toBe(false);
  });

  it('hides any other server message behind a generic one', () => {
    expect(describeFailure(500, { code: 'XX000', message: 'internal detail' }).message).toBe(
      GENERIC_FAILURE_MESSAGE,
    );
    expect(describeFailure(404, { code: 'PGRST202', message: 'Could not find the function' }).message).toBe(
      GENERIC_FAILURE_MESSAGE,
    );
  });
});
