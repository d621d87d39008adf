// jsdom has no canvas. The share images are drawn on a 2D context that, in a component test, records what it is
// asked to draw: the test reads which words the image carries, where, and how big its canvas was. Images decode
// at once (the art and the mark come from the app's own origin in a browser). The browser tests check the real PNG.

export interface DrawnText {
  text: string;
  x: number;
  y: number;
  font: string;
}

export interface RecordedCanvas {
  width: number;
  height: number;
  texts: DrawnText[];
  /** Every other call, by name, with its arguments. */
  calls: { name: string; args: unknown[] }[];
}

function recordingContext(canvas: RecordedCanvas): object {
  const state: Record<string | symbol, unknown> = {
    font: '10px sans-serif',
    measureText: (text: string) => {
      const size = Number(/(\d+)px/.exec(String(state.font))?.[1] ?? 10);
      return { width: text.length * size * 0.55 };
    },
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    fillText: (text: string, x: number, y: number) => void canvas.texts.push({ text, x, y, font: String(state.font) }),
  };
  return new Proxy(state, {
    get: (target, name) => (name in target ? target[name] : (...args: unknown[]) => void canvas.calls.push({ name: String(name), args })),
  });
}

/** Installs the recording canvas as OffscreenCanvas; `restore` takes it away again. */
export function installRecordingCanvas(): { canvases: RecordedCanvas[]; restore: () => void } {
  const canvases: RecordedCanvas[] = [];
  const scope = globalThis as { OffscreenCanvas?: unknown };
  const hadOffscreen = 'OffscreenCanvas' in scope;
  const previousOffscreen = scope.OffscreenCanvas;
  const previousDecode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
  scope.OffscreenCanvas = class {
    readonly recorded: RecordedCanvas;
    constructor(width: number, height: number) {
      this.recorded = { width, height, texts: [], calls: [] };
      canvases.push(this.recorded);
    }
    getContext(kind: string) {
      return kind === '2d' ? recordingContext(this.recorded) : null;
    }
    async convertToBlob(options?: { type?: string }) {
      return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: options?.type ?? 'image/png' });
    }
  };
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: async () => undefined });
  return {
    canvases,
    restore() {
      if (hadOffscreen) scope.OffscreenCanvas = previousOffscreen;
      else delete scope.OffscreenCanvas;
      if (previousDecode) Object.defineProperty(HTMLImageElement.prototype, 'decode', previousDecode);
      else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    },
  };
}
