/**
 * Runs once when the Next server starts (instrumentation-node.ts): not on the Edge runtime, whose bundle then keeps
 * nothing of it (Next writes the runtime's name here when it compiles this file: not an environment read).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).register();
}
