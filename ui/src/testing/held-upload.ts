import type { Reply, Route } from '@storefront/shared/testing';

/**
 * A mockApi route for an upload that reports `percent` of its body sent and
 * then waits, so a test sees the progress before it calls `answer` with the
 * API's reply.
 */
export function heldUpload(percent: number) {
  let reply: (answer: Reply) => void = () => undefined;
  const route: Route = (request) => {
    request.onUploadProgress?.({
      loaded: percent,
      total: 100,
      bytes: percent,
      lengthComputable: true,
      upload: true,
    });
    return new Promise<Reply>((resolve) => (reply = resolve));
  };
  return { route, answer: (answer: Reply) => reply(answer) };
}
