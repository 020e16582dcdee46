/* sessions_state — the state-carrying shell wrapper behind sessions/<name>/.
 *
 * A session behaves like a terminal tab: `cd` and `export` in one command
 * carry to the next. sbxfs does not rely on the server for that (Cloudflare's
 * bridge may run each session exec in a fresh subshell); instead every
 * command runs inside a small bash wrapper that, in the sandbox,
 *   1. restores the exported variables and the working directory saved in
 *      SESSIONS_STATE_DIR/<name>/{env,cwd} (NUL-separated, so any value
 *      survives),
 *   2. installs an EXIT trap that saves them again atomically (temp file +
 *      mv), so the state is kept even when the command calls `exit`,
 *   3. evals the user's text.
 * Limits: a command that replaces the shell (`exec prog`) or installs its
 * own EXIT trap does not save its state; exported functions are not kept.
 *
 * This module is pure string logic (no I/O), unit-tested in
 * tests/test_sessions_state.c.
 */
#ifndef SBXFS_SESSIONS_STATE_H
#define SBXFS_SESSIONS_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "sbx.h"

#define SESSIONS_STATE_DIR "/tmp/.sbxfs/sessions"

/* A session name usable as a directory name and as a bridge Session-Id:
 * [a-zA-Z0-9._-]{1,128}, no "..", not "." */
bool sessions_valid_name(const char *name);

/* The wrapper script for session name; run as
 * {"bash", "-c", script, "bash", TEXT}. Free with free(). */
int sessions_wrapper(const char *name, char **out);
/* A script printing the saved state of session name, base64-encoded (as
 * `base64 -w0`: byte-exact through any server): what = "cwd" (the
 * directory, NUL-terminated) or "env" (KEY=VALUE entries, each
 * NUL-terminated); the session shell's own when nothing is saved. */
int sessions_show_script(const char *name, const char *what, char **out);

/* Saved cwd (as printed by the show script) -> "DIR\n". */
int sessions_cwd_text(const char *data, size_t len, struct sbx_buf *out);
/* Saved env (NUL-separated KEY=VALUE) -> "KEY=VALUE\n" lines, in the saved
 * order; entries without '=' or with an invalid name are skipped. */
int sessions_env_text(const char *data, size_t len, struct sbx_buf *out);

/* Parses text written to sessions/<name>/env: lines KEY=VALUE (blank lines
 * ignored; KEY a shell identifier). *cmd gets a shell command exporting
 * them (free()), or NULL when there was nothing to set. -EINVAL for a bad
 * line. With complete_only, a trailing line without '\n' is not checked
 * (used while the text is still arriving). */
int sessions_env_assignments(const char *text, size_t len, bool complete_only, char **cmd);

bool sessions_valid_env_name(const char *name, size_t len);

#endif
