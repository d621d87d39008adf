// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

// The bell against a recording AudioContext: the device's audio output is the one edge a test cannot reach, so this
// stands in for it and keeps what the bell asked of it. What is checked is the sound's shape: partials of one
// bowl, each struck softly and fading out, all stopped and disconnected once they have ended.

interface Recorded {
  frequency: number;
  started: number;
  stopped: number;
  ramps: [string, number, number][];
  end: () => void;
}

class RecordingAudioContext {
  static made: RecordingAudioContext[] = [];
  static tones: Recorded[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 10;
  destination = {};
  outputs: { gain: { value: number }; disconnected: boolean }[] = [];

  constructor() {
    RecordingAudioContext.made.push(this);
  }

  resume() {
    this.state = 'running';
    return Promise.resolve();
  }

  createGain() {
    const ramps: [string, number, number][] = [];
    const node = {
      ramps,
      disconnected: false,
      gain: {
        value: 1,
        setValueAtTime: (value: number, at: number) => ramps.push(['set', value, at]),
        linearRampToValueAtTime: (value: number, at: number) => ramps.push(['linear', value, at]),
        exponentialRampToValueAtTime: (value: number, at: number) => ramps.push(['exponential', value, at]),
      },
      connect: (next: unknown) => next,
      disconnect: () => void (node.disconnected = true),
    };
    this.outputs.push(node);
    return node;
  }

  createOscillator() {
    const tone: Recorded = { frequency: 0, started: -1, stopped: -1, ramps: [], end: () => undefined };
    let envelope: { ramps: [string, number, number][]; disconnect: () => void } | null = null;
    const oscillator = {
      type: 'square',
      frequency: {
        set value(hz: number) {
          tone.frequency = hz;
        },
      },
      onended: null as null | (() => void),
      connect: (next: { ramps: [string, number, number][]; disconnect: () => void }) => {
        envelope = next;
        return next;
      },
      start: (at: number) => void (tone.started = at),
      stop: (at: number) => void (tone.stopped = at),
    };
    tone.end = () => {
      tone.ramps = envelope!.ramps;
      oscillator.onended?.();
    };
    RecordingAudioContext.tones.push(tone);
    return oscillator;
  }
}

afterEach(() => {
  delete (window as { AudioContext?: unknown }).AudioContext;
});

describe('webAudioBell', () => {
  it('does nothing where the browser has no Web Audio', async () => {
    const { webAudioBell } = await import('../api/bell');
    expect(() => {
      webAudioBell.prepare();
      webAudioBell.ring();
    }).not.toThrow();
  });

  it('strikes a few partials of one bowl, softly, each fading on its own, and lets them all go once ended', async () => {
    (window as { AudioContext?: unknown }).AudioContext = RecordingAudioContext;
    const { webAudioBell } = await import('../api/bell');
    webAudioBell.prepare();
    webAudioBell.prepare();
    expect(RecordingAudioContext.made).toHaveLength(1);
    const [context] = RecordingAudioContext.made;
    // Browsers keep a context made before any gesture suspended: preparing on the person's tap wakes it.
    expect(context.state).toBe('running');

    webAudioBell.ring();
    const tones = RecordingAudioContext.tones;
    expect(tones.length).toBeGreaterThanOrEqual(3);
    const fundamental = tones[0].frequency;
    expect(fundamental).toBeGreaterThan(200);
    expect(fundamental).toBeLessThan(800);
    // Inharmonic above the fundamental, as a bowl's partials are: not whole multiples of it.
    expect(tones.slice(1).some((tone) => !Number.isInteger(tone.frequency / fundamental))).toBe(true);
    for (const tone of tones) {
      expect(tone.started).toBeGreaterThanOrEqual(10);
      expect(tone.stopped).toBeGreaterThan(tone.started + 1);
      expect(tone.stopped).toBeLessThan(tone.started + 8);
      tone.end();
      const [set, strike, fade] = tone.ramps;
      expect(set).toEqual(['set', 0, tone.started]);
      expect(strike[0]).toBe('linear');
      expect(strike[1]).toBeLessThanOrEqual(1);
      expect(fade[0]).toBe('exponential');
      expect(fade[1]).toBeLessThan(0.001);
      expect(fade[2]).toBeLessThanOrEqual(tone.stopped);
    }
    // Quiet on purpose, and nothing left connected once the sound is over.
    const [out, ...envelopes] = context.outputs;
    expect(out.gain.value).toBeLessThanOrEqual(0.2);
    expect(envelopes).toHaveLength(tones.length);
    expect(context.outputs.every((node) => node.disconnected)).toBe(true);
  });
});
