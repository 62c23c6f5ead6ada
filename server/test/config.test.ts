import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  test('keeps uploaded files beside the database folder', () => {
    const config = loadConfig({ DATA_DIR: './data' });
    expect(config.filesDir).toBe(join('data', 'files'));
    expect(config.filesAreTemporary).toBe(false);
  });

  test('gives an in-memory database a temporary files folder, never a folder named memory:', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.filesDir.startsWith(join(tmpdir(), 'tradeshub-files-'))).toBe(true);
    expect(config.filesAreTemporary).toBe(true);
  });

  test('uses FILES_DIR when it is set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', FILES_DIR: '/srv/files' })).toMatchObject({ filesDir: '/srv/files', filesAreTemporary: false });
  });

  test('lists every problem in one readable error', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'DATABASE_URL: DATABASE_URL must start with postgres:// (leave it unset for the embedded database)',
    ]);
  });
});
