/* contexts.h — code contexts, private parts of libsbx.
 *
 * The public calls (sbx_ctx_*) are in sbx.h. Declared here: the strict
 * parsers of what the in-sandbox scripts print and the map of their exit
 * statuses, exposed so that unit tests can feed them hostile input.
 */
#ifndef SBX_CONTEXTS_H
#define SBX_CONTEXTS_H

#include <stddef.h>

#include "sbx.h"

/* Exit statuses of client/drivers/manage.sh (and of a driver's run mode,
 * 0..4, for the cell's outcome). */
enum {
	CTX_EXIT_OK = 0,
	CTX_EXIT_CELL_ERROR = 1,
	CTX_EXIT_CELL_INTERRUPTED = 2,
	CTX_EXIT_CELL_DIED = 3,
	CTX_EXIT_DRIVER_FAILED = 4,
	CTX_EXIT_TIMEOUT = 124, /* the bridge's exec timeout */
	CTX_EXIT_NOENT = 65,
	CTX_EXIT_NO_DRIVER = 66,
	CTX_EXIT_EXISTS = 67,
	CTX_EXIT_NO_INTERPRETER = 68,
	CTX_EXIT_BUSY = 69,
	CTX_EXIT_FAILED = 70,
	CTX_EXIT_INVALID = 71,
};

/* A management exit status -> 0 or -errno (unknown statuses: -EIO). */
int sbx_ctx_exit_errno(int code);

/* parse.c: the `list` output (base64-decoded): records of six NUL-terminated fields
 * (name, lang, state, pid, reason, error). Strict: -EIO on anything
 * malformed. On success *infos (sorted by name) belongs to the caller. */
int sbx_ctx_parse_list(const char *data, size_t len, struct sbx_ctx_info **infos, size_t *n);
/* The `results` output: pairs of NUL-terminated fields (name, size), sorted
 * by number on success. */
int sbx_ctx_parse_results(const char *data, size_t len, struct sbx_ctx_result **out, size_t *n);

/* The file name a driver gets in the sandbox: "driver-<hash>.py" /
 * ".js", where hash is that of its bytes (a new version never meets an old
 * one's file). NULL for an unknown language. Static storage. */
const char *sbx_ctx_driver_name(const char *lang);

#endif
