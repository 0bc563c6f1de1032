import { evaluateServerBuild } from './server-build';

describe('evaluateServerBuild', () => {
  it('runs a CommonJS build with the host’s shared packages', () => {
    const react = { version: 'the host’s' };
    const module = evaluateServerBuild(
      'const React = require("react"); exports.renderOnServer = () => React.version;',
      'app.js',
      { react },
    );
    expect(module.renderOnServer?.('/')).toBe('the host’s');
  });

  it('refuses a package the host does not share, naming it', () => {
    expect(() => evaluateServerBuild('require("lodash")', 'https://cdn/app.js', {})).toThrow(
      'https://cdn/app.js requires lodash, which the host does not share',
    );
  });
});
