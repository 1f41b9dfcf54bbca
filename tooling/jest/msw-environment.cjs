// MSW's jsdom environment: jest-fixed-jsdom's (Node's fetch, Request, Response, streams, TextEncoder,
// BroadcastChannel, and Node's export conditions, which msw/node needs), except that jsdom keeps its own Blob and
// FormData: jsdom's FileReader (user-event's clipboard reads through it) accepts only jsdom's Blob, a screen reads
// a form with `new FormData(form)`, which only jsdom's takes, and a multipart upload goes through a swapped transport.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class MswEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.customExportConditions = [''];
    const node = {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      Headers,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    };
    Object.assign(this.global, node);
  }
}

module.exports = MswEnvironment;
