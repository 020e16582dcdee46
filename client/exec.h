/* exec.h — commands and their event streams (exec.c), private to libsbx.
 *
 * The public calls (sbx_exec, sbx_exec_capture, sbx_exec_capture_b64) are in
 * sbx.h.
 */
#ifndef SBX_EXEC_H
#define SBX_EXEC_H

#include <stddef.h>

#include "sbx.h"

/* sbx_exec with an explicit stall limit for the event stream once it has
 * begun: 0 for none, < 0 for sbx_exec's default (none, or the command's
 * timeout plus slack). libsbx's own scripts are short, so they use a limit:
 * a server that hangs mid-stream then fails them instead of hanging. */
int sbx_exec_limit(struct sbx_client *c, const char *id, const char *const argv[],
		   const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		   long stall_ms);

/* The pure halves, for tests: the request body {"argv":[...],"timeout_ms",
 * "cwd"} (malloc'd, NULL on ENOMEM), and the exit code of an exit event's
 * data {"exit_code":N} (-EIO without one). */
char *sbx_exec_body(const char *const argv[], const struct sbx_exec_opts *o);
int sbx_exec_exit_parse(const char *data, size_t len, int *code);

#endif
