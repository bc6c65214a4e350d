/**
 * Resolves in a task of its own, so that the browser can handle a tap and paint before the work after the
 * `await`. A message, not setTimeout: a timer waits a second or more in a tab opened in the background.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
