import { useCallback, useRef } from 'react';
import type { TranscriptSegment } from '@portal/contracts';

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
 * Each phrase keeps its timing from the start of the recording: it starts when its first interim
 * result arrives and ends when it is final (the API gives no timestamps of its own).
 */
export const useSpeechTranscript = () => {
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const parts = useRef<TranscriptSegment[]>([]);
  const listening = useRef(false);
  const startedAt = useRef(0);
  /** The start of each phrase still being recognised, by its result index in the current session. */
  const pending = useRef(new Map<number, number>());

  const start = useCallback(() => {
    const Recognizer = recognizerClass();
    parts.current = [];
    pending.current.clear();
    startedAt.current = performance.now();
    if (!Recognizer) return;
    const r = new Recognizer();
    r.lang = 'pt-BR';
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      const at = Math.max(0, Math.round(performance.now() - startedAt.current));
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!pending.current.has(i)) pending.current.set(i, at);
        if (!result?.isFinal) continue;
        const text = result[0].transcript.trim();
        const begin = pending.current.get(i) ?? at;
        pending.current.delete(i);
        if (text) parts.current.push({ start_ms: Math.min(begin, at), end_ms: at, text });
      }
    };
    r.onerror = (event) => {
      if (FATAL.has(event.error)) listening.current = false;
    };
    // Chrome ends a session after a pause; carry on while the recording goes on.
    r.onend = () => {
      // A new session numbers its results from 0 again.
      pending.current.clear();
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
  const text = useCallback((): string => parts.current.map((p) => p.text).join(' '), []);
  /** The timed phrases of the last recording. */
  const segments = useCallback((): TranscriptSegment[] => [...parts.current], []);

  return { start, stop, text, segments };
};
