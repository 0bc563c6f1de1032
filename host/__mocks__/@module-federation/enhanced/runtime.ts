// Every host test runs the host's own remote loader over this stand-in for
// the federation runtime (jest uses a mock beside node_modules unasked):
// jsdom can run no remote's code, and each test says what its remotes answer.
export const loadRemote = jest.fn();
export const registerPlugins = jest.fn();
export const registerRemotes = jest.fn();
