import type { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface OpenAiChatConfig {
  /** Base URL of an OpenAI-compatible API, with its version path (e.g. https://host/v1). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Any failure of a remote model: callers fall back to their local default. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'malformed' | 'network',
  ) {
    super(message);
  }
}

export const endpoint = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}/${path}`;

/** Sends the request with a deadline; a hung server becomes a 'timeout' ProviderError. */
export const fetchWithDeadline = async (url: string, init: RequestInit, timeoutMs: number): Promise<Response> => {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ProviderError(`no answer in ${timeoutMs} ms`, 'timeout');
    throw new ProviderError((err as Error).message, 'network');
  }
};

/**
 * The answer without the Markdown fence some servers wrap JSON in even when asked for JSON only;
 * trimmed by string methods, linear in the answer's length whatever an answer holds.
 */
export const unfence = (text: string): string => {
  let inner = text.trim();
  if (inner.startsWith('```')) inner = inner.slice(3).replace(/^json/, '');
  if (inner.endsWith('```')) inner = inner.slice(0, -3);
  return inner.trim();
};

/**
 * One chat completion whose answer must be JSON matching `schema` (sent as a JSON-schema
 * response format; servers that ignore it are still checked here).
 */
export const chatJson = async <T extends z.ZodType>(
  config: OpenAiChatConfig,
  messages: ChatMessage[],
  schema: T,
  jsonSchema: { name: string; schema: Record<string, unknown> },
): Promise<z.infer<T>> => {
  const res = await fetchWithDeadline(
    endpoint(config.baseUrl, 'chat/completions'),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_schema', json_schema: { ...jsonSchema, strict: true } },
      }),
    },
    config.timeoutMs,
  );
  const body = await res.text().catch(() => '');
  if (!res.ok) throw new ProviderError(`HTTP ${res.status}: ${body.slice(0, 200)}`, 'http');
  let content: unknown;
  try {
    const parsed = JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> };
    content = parsed.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    content = JSON.parse(unfence(content));
  } catch (err) {
    throw new ProviderError(`not JSON: ${(err as Error).message}`, 'malformed');
  }
  const checked = schema.safeParse(content);
  if (!checked.success) throw new ProviderError(`wrong shape: ${checked.error.issues[0]?.message ?? ''}`, 'malformed');
  return checked.data;
};
