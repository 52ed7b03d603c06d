// Requests whose headers arrive at once and whose bodies arrive later, as an attacker sends them to
// race a check made on arrival against a count made once the body is read. Each body is released only
// when every request has either started reading its body or been answered without reading it: no sleep,
// so the race is the widest it can be whatever the machine's load.

/** A body that produces nothing until `gate` resolves (pull runs only when the handler reads it). */
function gatedBody(text: string, reading: () => void, gate: Promise<void>): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent) return controller.close();
        reading();
        await gate;
        sent = true;
        controller.enqueue(new TextEncoder().encode(text));
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Sends `bodies.length` posts at once through `send`, each body held back until all of them are
 * past their checks; resolves with every response's status, in order.
 */
export async function postWithDelayedBodies(
  bodies: string[],
  request: (body: ReadableStream<Uint8Array>) => Request,
  send: (request: Request) => Promise<Response>,
): Promise<number[]> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting = bodies.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) release();
  };
  const answers = bodies.map(async (text) => {
    let counted = false;
    const once = () => {
      if (counted) return;
      counted = true;
      settled();
    };
    try {
      const response = await send(request(gatedBody(text, once, gate)));
      await response.arrayBuffer();
      return response.status;
    } finally {
      once();
    }
  });
  return Promise.all(answers);
}
