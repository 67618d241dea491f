// The page's words: all from the server (GET /api/session → messages).
let messages: Record<string, string> = {};

export function setMessages(m: Record<string, string> | undefined): void {
  messages = m ?? {};
}

/** A catalogue message by id; the id itself if the server lacks it (never English of our own). */
export function t(id: string): string {
  return messages[id] ?? id;
}
