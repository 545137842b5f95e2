import path from 'node:path';
import { ConfigError, DEFAULT_SEED_PASSWORD, REPO_ROOT, loadConfig } from './config';

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

  it('takes the three Twilio settings together or none of them', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15105550100' }).twilio).toEqual({ accountSid: 'AC1', authToken: 't', from: '+15105550100', apiBaseUrl: undefined });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together/);
  });

  describe('in production', () => {
    const keys = { JWT_PRIVATE_KEY: PEM, JWT_PUBLIC_KEY: PEM };

    it('refuses the default seed password, absent or explicit', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow(/SEED_PASSWORD/);
      expect(() => loadConfig({ NODE_ENV: 'production', SEED_PASSWORD: DEFAULT_SEED_PASSWORD, ...keys })).toThrow(/SEED_PASSWORD/);
    });

    it('refuses to run without configured key material', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SEED_PASSWORD: 'a-long-secret' })).toThrow(/JWT_PRIVATE_KEY/);
      expect(() => loadConfig({ NODE_ENV: 'production', SEED_PASSWORD: 'a-long-secret', JWT_PUBLIC_KEY: PEM })).toThrow(ConfigError);
    });

    it('starts with its own secrets', () => {
      const config = loadConfig({ NODE_ENV: 'production', SEED_PASSWORD: 'a-long-secret', ...keys });
      expect(config.isProduction).toBe(true);
    });
  });
});
