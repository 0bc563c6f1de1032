/**
 * A refusal or a failed check, which the command line reports as its message
 * alone: it is the tool's answer, not a crash.
 */
export class ReleaseError extends Error {}
