// MSW's jsdom environment: jest-fixed-jsdom's (Node's fetch, Request, Response, streams, TextEncoder,
// BroadcastChannel, and Node's export conditions, which msw/node needs), except that jsdom keeps its own Blob and
// FormData: jsdom's FileReader (user-event's clipboard reads through it) accepts only jsdom's Blob, and a screen
// reads a form with `new FormData(form)`, which only jsdom's takes. Node's fetch (and MSW's Request) would send
// jsdom's FormData as the text "[object FormData]", so this environment gives @wl/jest's msw-routes a copier into
// Node's FormData, under a symbol no page code reads: a multipart upload then reaches MSW whole.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

/** A jsdom Blob's bytes, through jsdom's FileReader (jsdom 26's Blob has no arrayBuffer()). */
function bytesOf(window, blob) {
  return new Promise((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** jsdom's FormData as Node's, its files' bytes, names and types kept. */
async function nodeFormData(window, form) {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, new File([await bytesOf(window, value)], value.name, { type: value.type, lastModified: value.lastModified }));
  }
  return copy;
}

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
    this.global[Symbol.for('wl.nodeFormData')] = (form) => nodeFormData(this.global, form);
  }
}

module.exports = MswEnvironment;
