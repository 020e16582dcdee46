/* sbx_errno.h — failures of every kind -> negative errno, private to libsbx.
 *
 * Implemented by errno.c (this header is not called errno.h because
 * -Iclient would make it shadow the C library's). sbx_status_to_errno is
 * public and declared in sbx.h. All functions are pure.
 */
#ifndef SBX_ERRNO_H
#define SBX_ERRNO_H

#include <stdbool.h>
#include <stddef.h>

#include "sbx.h"

/* Extracts "error", "code" (and "errno", which sbxd's extensions add) from
 * an error body {"error":"...","code":"..."}; fields not found are left "".
 * A body that is not a JSON object gives its first line as the message.
 * Any out-buffer may be NULL with size 0. */
void sbx_error_body_parse(const char *body, size_t len, char *msg, size_t msgsz, char *code,
			  size_t codesz, char *errname, size_t errsz);

/* A failed answer's errno, in this order: the errno sbxd names ("errno":
 * "ENOSPC"), the errno in a bridge write failure's message ("write failed:
 * EACCES: ..."), else sbx_status_to_errno(status, code). */
int sbx_error_to_errno(long status, const char *code, const char *errname, const char *msg);

/* What http.c calls for every non-2xx answer: sbx_error_to_errno, refined
 * by the route (the sbx_req label) where the status says too little:
 * session_delete/session_create's 502 session_error "not found" / "already
 * exists" (-ENOENT / -EEXIST), process_start's 502 launch failures (-ENOENT,
 * -ENOTDIR, -EACCES, -EAGAIN), and for sbxd's file-system extensions (fs,
 * extents_put, extents_get) 409 fs_error as its named errno (-EIO when
 * unnamed) and /fs's 400 "unknown op" as -ENOSYS; and for an "upgrade"
 * (a WebSocket connect) a 404 that is not "Terminal not found" as -ENOSYS
 * (the route is missing). */
int sbx_answer_errno(const char *route, long status, const char *code, const char *errname,
		     const char *msg);

/* Whether a failed answer is the router's 404 for a route the server does
 * not have (plain text, so no bridge code), not a route's own 404: how
 * libsbx learns that a generation or an extension is absent. */
bool sbx_route_absent(long status, const char *code);

/* CURLcode (as int, so that callers need not include curl.h) -> -errno. */
int sbx_curlcode_to_errno(int curlcode);

/* "ENOENT" -> -ENOENT; 0 when not an errno name (or NULL). */
int sbx_errno_from_name(const char *name);

/* The errno behind a failed command's stderr (LC_ALL=C coreutils/bash/find
 * messages, or a "sbx-errno ENAME" line printed by our scripts), as a
 * negative errno; -EIO when nothing is recognised. */
int sbx_errno_from_stderr(const char *err, size_t len);

#endif
