/* script.h — libsbx's fixed bash scripts run through exec (script.c),
 * private to libsbx.
 */
#ifndef SBX_SCRIPT_H
#define SBX_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "http.h"

/* Runs one of libsbx's fixed bash scripts: argv is ["bash", "-c", PRELUDE
 * script, "sbx", "raw"|"b64", args...]. Names travel only in args (base64-
 * encoded when one of them is not valid UTF-8, decoded by the prelude). The
 * command's stdout goes to sink (decoded first when b64out: the script pipes
 * it through `base64 -w0` so that it is byte-exact on any server). A non-zero
 * exit becomes the errno its stderr names (sbx_errno_from_stderr, errno.c). */
int sbx_run_script(struct sbx_client *c, const char *id, const char *op, const char *script,
		   const char *const *args, bool b64out, sbx_sink_fn sink, void *arg);
/* The same with an explicit stall limit (sbx_run_script uses io_timeout:
 * a script silent that long, or a server hung mid-stream, is -ETIMEDOUT). */
int sbx_run_script_limit(struct sbx_client *c, const char *id, const char *op, const char *script,
			 const char *const *args, bool b64out, sbx_sink_fn sink, void *arg,
			 long stall_ms);
/* Runs a script and collects its (decoded) stdout in out, at most max
 * bytes (-EFBIG past it). On success out belongs to the caller
 * (sbx_buf_release); on failure it is released. */
int sbx_run_collect(struct sbx_client *c, const char *id, const char *op, const char *script,
		    const char *const *args, bool b64out, size_t max, struct sbx_buf *out);

#endif
