import { useCallback, useRef } from 'react';

/** The part of the Web Speech API used here (not in TypeScript's DOM library). */
interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognizerClass = new () => SpeechRecognizer;

const recognizerClass = (): RecognizerClass | undefined => {
  const w = window as unknown as { SpeechRecognition?: RecognizerClass; webkitSpeechRecognition?: RecognizerClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

/** Errors after which restarting is pointless (no permission, no service, no network). */
const FATAL = new Set(['not-allowed', 'service-not-allowed', 'network', 'language-not-supported', 'audio-capture']);

/**
 * A pt-BR transcript of what the student says while recording, where the browser offers speech
 * recognition (docs/spec/14-analysis-providers.md#providers: the offline transcription provider uses it). Elsewhere it stays ''.
 */
export const useSpeechTranscript = () => {
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const parts = useRef<string[]>([]);
  const listening = useRef(false);

  const start = useCallback(() => {
    const Recognizer = recognizerClass();
    parts.current = [];
    if (!Recognizer) return;
    const r = new Recognizer();
    r.lang = 'pt-BR';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.isFinal ? result[0].transcript.trim() : '';
        if (text) parts.current.push(text);
      }
    };
    r.onerror = (event) => {
      if (FATAL.has(event.error)) listening.current = false;
    };
    // Chrome ends a session after a pause; carry on while the recording goes on.
    r.onend = () => {
      if (!listening.current) return;
      try {
        r.start();
      } catch {
        listening.current = false;
      }
    };
    recognizer.current = r;
    listening.current = true;
    try {
      r.start();
    } catch {
      listening.current = false;
    }
  }, []);

  /** Stops listening; a last result may still arrive and is kept. */
  const stop = useCallback(() => {
    listening.current = false;
    try {
      recognizer.current?.stop();
    } catch {
      // already stopped
    }
  }, []);

  /** The transcript of the last recording ('' when nothing was recognised). */
  const text = useCallback((): string => parts.current.join(' '), []);

  return { start, stop, text };
};
