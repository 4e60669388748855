// The answers this server process is streaming, by dialogue: 停止 (aiDialogueStop) aborts the one
// of its dialogue here. Which dialogue may stream at all is the database's (a unique partial
// index), so two processes never answer one dialogue; this map only reaches this process's own.
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';

const running = new Map<number, AbortController>();

export function startAnswer(dialogueId: number): AbortController {
  const controller = new AbortController();
  running.set(dialogueId, controller);
  return controller;
}

export function endAnswer(dialogueId: number, controller: AbortController): void {
  if (running.get(dialogueId) === controller) running.delete(dialogueId);
}

/** Aborts the dialogue's answer in this process; false when none runs here. */
export function stopAnswer(dialogueId: number): boolean {
  const controller = running.get(dialogueId);
  if (!controller) return false;
  controller.abort();
  return true;
}

/**
 * How an answer is written as it streams. Tests shorten the heartbeat; the rest keeps SQLite's
 * writes few: the growing answer is stored at most every flushMs (not per token), and its row is
 * touched at least every touchMs so a live answer is never taken for one a restart cut (store.ts).
 */
export const DIALOGUE_TUNING = {
  heartbeatMs: AI_LIMITS.heartbeatMs as number,
  flushMs: 500,
  touchMs: 5_000,
  /** The most tokens one answer may take (reserved in full, then settled with what it used). */
  maxOutputTokens: 4_096,
};
