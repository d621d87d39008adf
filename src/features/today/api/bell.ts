// The practice's closing bell, synthesised on the device with Web Audio: no sound file to download, cache or license.
// A few sine partials at a singing bowl's inharmonic ratios, struck together and fading each at its own pace (the
// highest first), with a twin of the fundamental a hair out of tune so that it shimmers. Quiet on purpose: it closes
// two minutes of calm, it does not summon anyone.

export interface Bell {
  /** From the person's own gesture (the start button, the bell's switch): browsers let a page sound only after one. */
  prepare(): void;
  ring(): void;
}

const FUNDAMENTAL_HZ = 392;
const VOLUME = 0.14;
const ATTACK_SECONDS = 0.012;
/** The bowl's partials: frequency ratio to the fundamental, loudness, and seconds until it has faded out. */
const PARTIALS = [
  { ratio: 1, level: 0.55, seconds: 5 },
  { ratio: 1.004, level: 0.35, seconds: 4.2 },
  { ratio: 2.71, level: 0.22, seconds: 2.8 },
  { ratio: 5.15, level: 0.08, seconds: 1.4 },
] as const;
/** Where an exponential fade ends: it can never reach zero itself. */
const SILENT = 0.0001;

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  // Safari before 14.1 named it webkitAudioContext.
  return window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null;
}

let context: AudioContext | null = null;

export const webAudioBell: Bell = {
  prepare() {
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  },
  ring() {
    // Usually prepared at the start; otherwise the page's earlier taps still let it sound in most browsers.
    webAudioBell.prepare();
    if (!context) return;
    const start = context.currentTime + 0.02;
    const out = context.createGain();
    out.gain.value = VOLUME;
    out.connect(context.destination);
    let playing = PARTIALS.length;
    for (const partial of PARTIALS) {
      const tone = context.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = FUNDAMENTAL_HZ * partial.ratio;
      const envelope = context.createGain();
      envelope.gain.setValueAtTime(0, start);
      envelope.gain.linearRampToValueAtTime(partial.level, start + ATTACK_SECONDS);
      envelope.gain.exponentialRampToValueAtTime(SILENT, start + partial.seconds);
      tone.connect(envelope).connect(out);
      tone.onended = () => {
        envelope.disconnect();
        playing -= 1;
        if (playing === 0) out.disconnect();
      };
      tone.start(start);
      tone.stop(start + partial.seconds + 0.05);
    }
  },
};
