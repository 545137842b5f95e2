import path from 'node:path';
import { ConfigError, DEFAULT_SEED_PASSWORD, REPO_ROOT, apiReplyCheckOf, loadConfig } from './config';

const PEM = '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----';

describe('loadConfig', () => {
  it('defaults to the embedded single-machine set-up', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 8080,
      corePort: 8081,
      notifyPort: 8082,
      coreUrl: 'http://127.0.0.1:8081',
      notifyUrl: 'http://127.0.0.1:8082',
      publicUrl: 'http://127.0.0.1:8080',
      paymentProvider: 'local',
      smtpFrom: 'Clinic <no-reply@clinic.local>',
      seedPassword: DEFAULT_SEED_PASSWORD,
      dataDir: path.join(REPO_ROOT, '.data'),
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads the environment, resolves DATA_DIR and turns escaped newlines of PEM keys into line breaks', () => {
    const config = loadConfig({
      PORT: '9000',
      CORE_PORT: '9001',
      DATABASE_URL: 'postgres://u@db:5432/x',
      DATA_DIR: 'relative/data',
      JWT_PUBLIC_KEY: PEM,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test',
    });
    expect(config.port).toBe(9000);
    expect(config.coreUrl).toBe('http://127.0.0.1:9001');
    expect(config.publicUrl).toBe('http://127.0.0.1:9000');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/x');
    expect(config.dataDir).toBe(path.resolve('relative/data'));
    expect(config.jwtPublicKey).toBe('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----');
    expect(config.paymentProvider).toBe('stripe');
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('reads STRIPE_API_BASE_URL as an http(s) origin, unset (Stripe itself) by default, and refuses anything else', () => {
    expect(loadConfig({}).stripeApiBaseUrl).toBeUndefined();
    expect(loadConfig({ STRIPE_API_BASE_URL: '  ' }).stripeApiBaseUrl).toBeUndefined();
    expect(loadConfig({ STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).stripeApiBaseUrl).toBe('http://127.0.0.1:12111');
    expect(loadConfig({ STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/' }).stripeApiBaseUrl).toBe('http://127.0.0.1:12111');
    expect(loadConfig({ STRIPE_API_BASE_URL: 'https://Stripe-Mock.internal' }).stripeApiBaseUrl).toBe('https://stripe-mock.internal');
    expect(loadConfig({ STRIPE_API_BASE_URL: 'http://[::1]:12111' }).stripeApiBaseUrl).toBe('http://[::1]:12111');
    // Taken with the local provider too (it is only used once PAYMENT_PROVIDER=stripe).
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test', STRIPE_API_BASE_URL: 'http://stripe-mock:12111' })).toMatchObject({
      paymentProvider: 'stripe',
      stripeApiBaseUrl: 'http://stripe-mock:12111',
    });
    for (const bad of [
      'stripe-mock:12111',
      '127.0.0.1:12111',
      'not a url',
      'ftp://127.0.0.1:12111',
      'http://127.0.0.1:12111/v1',
      'http://127.0.0.1:12111/?x=1',
      'http://127.0.0.1:12111?',
      'http://127.0.0.1:12111/#a',
      'http://user:pw@127.0.0.1:12111',
      'http://127.0.0.1:99999',
    ]) {
      expect(() => loadConfig({ STRIPE_API_BASE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ STRIPE_API_BASE_URL: bad })).toThrow(/^STRIPE_API_BASE_URL must be an/);
    }
  });

  it('reads EXPLAINER_VIDEOS and refuses a malformed one with a message naming it', () => {
    const videos = { en: 'dQw4w9WgXcQ', es: 'aqz-KE-bpKQ' };
    expect(loadConfig({ EXPLAINER_VIDEOS: JSON.stringify(videos) }).explainerVideos).toEqual(videos);
    expect(() => loadConfig({ EXPLAINER_VIDEOS: '{not json' })).toThrow(/EXPLAINER_VIDEOS must be JSON/);
    expect(() => loadConfig({ EXPLAINER_VIDEOS: JSON.stringify({ en: '<script>' }) })).toThrow(/EXPLAINER_VIDEOS is not valid: en: a YouTube video id/);
    expect(() => loadConfig({ EXPLAINER_VIDEOS: JSON.stringify({ en: 'https://elsewhere.example/v.mp4' }) })).toThrow(/EXPLAINER_VIDEOS is not valid/);
    expect(() => loadConfig({ EXPLAINER_VIDEOS: JSON.stringify({ xx: 'dQw4w9WgXcQ' }) })).toThrow(/EXPLAINER_VIDEOS is not valid/);
  });

  it('reads I693_TUTORIAL_VIDEOS like EXPLAINER_VIDEOS', () => {
    expect(loadConfig({ I693_TUTORIAL_VIDEOS: JSON.stringify({ en: 'dQw4w9WgXcQ' }) }).i693TutorialVideos).toEqual({ en: 'dQw4w9WgXcQ' });
    expect(() => loadConfig({ I693_TUTORIAL_VIDEOS: '[' })).toThrow(/I693_TUTORIAL_VIDEOS must be JSON/);
  });

  it('reads I693_FORM_PDF as an absolute path, and leaves it unset (the data sheet) by default', () => {
    expect(loadConfig({}).i693FormPdf).toBeUndefined();
    expect(loadConfig({ I693_FORM_PDF: 'forms/i-693.pdf' }).i693FormPdf).toBe(path.resolve('forms/i-693.pdf'));
    expect(loadConfig({ I693_FORM_PDF: '  ' }).i693FormPdf).toBeUndefined();
  });

  it('takes the three Twilio settings together or none of them', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15105550100' }).twilio).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15105550100',
      apiBaseUrl: undefined,
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together/);
  });

  it('checks replies against their schemas outside production (API_REPLY_CHECK: warn by default, strict or off), never in production', () => {
    expect(loadConfig({}).apiReplyCheck).toBe('warn');
    expect(loadConfig({ API_REPLY_CHECK: 'strict' }).apiReplyCheck).toBe('strict');
    expect(loadConfig({ API_REPLY_CHECK: 'off' }).apiReplyCheck).toBe('off');
    expect(apiReplyCheckOf({ API_REPLY_CHECK: 'strict' }, true)).toBe('off');
  });

  it('reads TRUST_PROXY as a whole number of proxy hops from 0 to 10, 0 by default', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10' }).trustProxy).toBe(10);
  });

  it.each(['11', '-1', '1.5', 'true', 'yes', '1e1', '0x2'])('refuses to start with TRUST_PROXY=%s, in one line naming it', (bad) => {
    expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
      new ConfigError(`TRUST_PROXY must be the number of proxies in front of the gateway, a whole number from 0 to 10, got "${bad}"`),
    );
  });

  describe('staff sign-in settings', () => {
    it('makes two-factor sign-in optional and ends idle sessions after 30 minutes outside production', () => {
      expect(loadConfig({})).toMatchObject({ staffMfa: 'optional', staffIdleMinutes: 30, mfaEncryptionKey: undefined });
      expect(loadConfig({ STAFF_MFA: 'admins', STAFF_IDLE_MINUTES: '15' })).toMatchObject({ staffMfa: 'admins', staffIdleMinutes: 15 });
    });

    it.each(['always', 'ADMINS', 'yes'])('refuses to start with STAFF_MFA=%s, in one line naming it', (bad) => {
      expect(() => loadConfig({ STAFF_MFA: bad })).toThrow(new ConfigError(`STAFF_MFA must be one of required, admins, optional, got "${bad}"`));
    });

    it.each(['4', '721', '0', '-5', '10.5', 'thirty'])('refuses to start with STAFF_IDLE_MINUTES=%s, in one line naming it', (bad) => {
      expect(() => loadConfig({ STAFF_IDLE_MINUTES: bad })).toThrow(
        new ConfigError(`STAFF_IDLE_MINUTES must be a whole number of minutes from 5 to 720, got "${bad}"`),
      );
    });

    it('takes MFA_ENCRYPTION_KEY as 32 bytes in hex or base64 and refuses anything else', () => {
      expect(loadConfig({ MFA_ENCRYPTION_KEY: 'ab'.repeat(32) }).mfaEncryptionKey).toBe('ab'.repeat(32));
      expect(loadConfig({ MFA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).mfaEncryptionKey).toBeDefined();
      for (const bad of ['secret', 'ab'.repeat(16), Buffer.alloc(16, 1).toString('base64')]) {
        expect(() => loadConfig({ MFA_ENCRYPTION_KEY: bad })).toThrow(/^MFA_ENCRYPTION_KEY must be 32 random bytes/);
      }
    });
  });

  describe('in production', () => {
    const keys = { JWT_PRIVATE_KEY: PEM, JWT_PUBLIC_KEY: PEM };
    /** Everything production asks for; each test leaves one part out. */
    const complete = {
      NODE_ENV: 'production',
      SEED_PASSWORD: 'a-long-secret',
      ...keys,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      PUBLIC_URL: 'https://clinic.example.com',
      MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('loadConfig started');
    };

    it('refuses the default seed password, absent or explicit', () => {
      expect(() => loadConfig({ ...complete, SEED_PASSWORD: undefined })).toThrow(/SEED_PASSWORD/);
      expect(() => loadConfig({ ...complete, SEED_PASSWORD: DEFAULT_SEED_PASSWORD })).toThrow(/SEED_PASSWORD/);
    });

    it('refuses to run without configured key material', () => {
      expect(() => loadConfig({ ...complete, JWT_PRIVATE_KEY: undefined, JWT_PUBLIC_KEY: undefined })).toThrow(/JWT_PRIVATE_KEY/);
      expect(() => loadConfig({ ...complete, JWT_PRIVATE_KEY: undefined })).toThrow(ConfigError);
    });

    it('refuses local payments, the default, naming what to set', () => {
      const message = refusal({ ...complete, PAYMENT_PROVIDER: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
      expect(message).toBe(
        'Refusing to start in production with unsafe settings: PAYMENT_PROVIDER is local (the default), which takes no real payments: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      );
      expect(refusal({ ...complete, PAYMENT_PROVIDER: 'local' })).toMatch(/PAYMENT_PROVIDER is local/);
      expect(refusal({ ...complete, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(/STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe/);
    });

    it('refuses to start without SMTP_URL, as e-mail would only be captured', () => {
      expect(refusal({ ...complete, SMTP_URL: undefined })).toBe(
        'Refusing to start in production with unsafe settings: SMTP_URL must be set (e.g. smtps://user:password@smtp.example.com:465): without it e-mail is only captured, never sent',
      );
      expect(refusal({ ...complete, SMTP_URL: '  ' })).toMatch(/SMTP_URL must be set/);
    });

    it('refuses a PUBLIC_URL that is not https, including the default', () => {
      expect(refusal({ ...complete, PUBLIC_URL: 'http://clinic.example.com' })).toBe(
        'Refusing to start in production with unsafe settings: PUBLIC_URL must be the site\'s https:// address, got "http://clinic.example.com"',
      );
      expect(refusal({ ...complete, PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL must be the site's https:\/\/ address, got "http:\/\/127\.0\.0\.1:8080"/);
    });

    it('refuses to start without MFA_ENCRYPTION_KEY, which encrypts the two-factor secrets', () => {
      expect(refusal({ ...complete, MFA_ENCRYPTION_KEY: undefined })).toBe(
        'Refusing to start in production with unsafe settings: MFA_ENCRYPTION_KEY must be set (32 random bytes, e.g. `openssl rand -base64 32`; it encrypts the two-factor secrets and is only generated outside production)',
      );
    });

    it('requires two-factor sign-in of admins unless STAFF_MFA says otherwise', () => {
      expect(loadConfig(complete).staffMfa).toBe('admins');
      expect(loadConfig({ ...complete, STAFF_MFA: 'required' }).staffMfa).toBe('required');
      expect(loadConfig({ ...complete, STAFF_MFA: 'optional' }).staffMfa).toBe('optional');
    });

    it('names every unsafe setting at once, on one line', () => {
      const message = refusal({ NODE_ENV: 'production' });
      for (const name of ['SEED_PASSWORD', 'JWT_PRIVATE_KEY', 'PAYMENT_PROVIDER', 'SMTP_URL', 'PUBLIC_URL', 'MFA_ENCRYPTION_KEY'])
        expect(message).toContain(name);
      expect(message).not.toContain('\n');
    });

    it('starts with its own secrets, Stripe, SMTP and an https address', () => {
      const config = loadConfig(complete);
      expect(config).toMatchObject({ isProduction: true, paymentProvider: 'stripe', smtpUrl: complete.SMTP_URL, publicUrl: 'https://clinic.example.com' });
      // A staging system pointed at a Stripe-compatible test server (stripe-mock) is not refused.
      expect(loadConfig({ ...complete, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).stripeApiBaseUrl).toBe('http://127.0.0.1:12111');
    });

    it('leaves development and tests alone', () => {
      expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
      expect(loadConfig({}).paymentProvider).toBe('local');
    });
  });
});
