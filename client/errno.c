/* errno.c — every translation of a failure into an errno, in one place.
 *
 * libsbx speaks one error currency, a negative errno, and learns of failures
 * in five dialects: an HTTP status with the bridge's error code, the JSON
 * error body ({"error","code"} and sbxd's "errno" name), a CURLcode, the
 * words of a route whose status says too little (a session that is "not
 * found", a process that could not start), and the stderr of a failed
 * command (LC_ALL=C coreutils/bash messages, or "sbx-errno ENAME" lines of
 * libsbx's own scripts). Each dialect is mapped here and nowhere else:
 * http.c and conn.c hand every failed answer to sbx_answer_errno(), exec-based
 * operations hand a failed script's stderr to sbx_errno_from_stderr(). The
 * functions are pure (no I/O, no client state), so tests feed them directly.
 *
 * The header is sbx_errno.h, not errno.h: with -Iclient that name would
 * shadow the C library's <errno.h> in every file of the project.
 */
#include <errno.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <curl/curl.h>

#include "sbx_errno.h"

#define ERRNO_LAST 133

/* ---- the error body ------------------------------------------------------------ */

/* Copies src into dst (dsz bytes, may be 0), truncating. */
static void copy_str(char *dst, size_t dsz, const char *src)
{
	size_t n = strlen(src);

	if (!dsz)
		return;
	if (n >= dsz)
		n = dsz - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

void sbx_error_body_parse(const char *body, size_t len, char *msg, size_t msgsz, char *code,
			  size_t codesz, char *errname, size_t errsz)
{
	cJSON *j, *e, *k, *en;

	if (msgsz)
		msg[0] = '\0';
	if (codesz)
		code[0] = '\0';
	if (errsz)
		errname[0] = '\0';
	if (!body || !len)
		return;
	j = cJSON_ParseWithLength(body, len);
	if (!cJSON_IsObject(j)) {
		cJSON_Delete(j);
		/* Not JSON (e.g. "404 Not Found"): keep the first line as text. */
		size_t n = strcspn(body, "\r\n");

		if (n > len)
			n = len;
		if (msgsz && n >= msgsz)
			n = msgsz - 1;
		if (msgsz) {
			memcpy(msg, body, n);
			msg[n] = '\0';
		}
		return;
	}
	e = cJSON_GetObjectItemCaseSensitive(j, "error");
	k = cJSON_GetObjectItemCaseSensitive(j, "code");
	en = cJSON_GetObjectItemCaseSensitive(j, "errno");
	if (cJSON_IsString(e))
		copy_str(msg, msgsz, e->valuestring);
	if (cJSON_IsString(k))
		copy_str(code, codesz, k->valuestring);
	if (cJSON_IsString(en))
		copy_str(errname, errsz, en->valuestring);
	cJSON_Delete(j);
}

/* ---- HTTP status, bridge code, error body ----------------------------------- */

int sbx_status_to_errno(long status, const char *code)
{
	if (status >= 200 && status < 300)
		return 0;
	if (code && !strcmp(code, "capacity_exceeded"))
		return -EAGAIN;
	switch (status) {
	case 400:
		return -EINVAL;
	case 401:
	case 403:
		return -EACCES;
	case 404:
		return -ENOENT;
	case 405:
	case 501:
		return -ENOSYS;
	case 408:
	case 504:
		return -ETIMEDOUT;
	case 409:
		return -EEXIST;
	case 413:
		return -EFBIG;
	case 414:
		return -ENAMETOOLONG;
	case 507:
		return -ENOSPC;
	case 416:
		return -EINVAL;
	case 429:
	case 503:
		return -EAGAIN;
	default:
		return -EIO;
	}
}

int sbx_error_to_errno(long status, const char *code, const char *errname, const char *msg)
{
	int e;

	if (status >= 200 && status < 300)
		return 0;
	/* sbxd names the errno of a failed file-system call */
	if (errname && errname[0] && (e = sbx_errno_from_name(errname)) != 0)
		return e;
	/* the bridge's write failures carry Node's "EACCES: permission denied,
	 * open '...'" after "write failed: " */
	if (code && !strcmp(code, "workspace_archive_write_error") && msg) {
		const char *p = strstr(msg, ": E");
		char name[32];
		size_t n = 0;

		if (p) {
			p += 2;
			while (n + 1 < sizeof(name) &&
			       ((p[n] >= 'A' && p[n] <= 'Z') || (p[n] >= '0' && p[n] <= '9')))
				n++;
			memcpy(name, p, n);
			name[n] = '\0';
			if (p[n] == ':' && (e = sbx_errno_from_name(name)) != 0)
				return e;
		}
	}
	return sbx_status_to_errno(status, code);
}

int sbx_curlcode_to_errno(int curlcode)
{
	switch ((CURLcode)curlcode) {
	case CURLE_OK:
		return 0;
	case CURLE_OPERATION_TIMEDOUT:
		return -ETIMEDOUT;
	case CURLE_COULDNT_CONNECT:
		return -ECONNREFUSED;
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_RESOLVE_PROXY:
	case CURLE_GOT_NOTHING:
	case CURLE_SEND_ERROR:
	case CURLE_RECV_ERROR:
	case CURLE_PARTIAL_FILE: /* the body cut short: the connection was lost */
		return -ENOTCONN;
	case CURLE_OUT_OF_MEMORY:
		return -ENOMEM;
	case CURLE_ABORTED_BY_CALLBACK:
		return -ECANCELED;
	case CURLE_URL_MALFORMAT:
	case CURLE_UNSUPPORTED_PROTOCOL:
	case CURLE_BAD_FUNCTION_ARGUMENT:
		return -EINVAL;
	case CURLE_FILESIZE_EXCEEDED:
		return -EFBIG;
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CACERT_BADFILE:
		return -EACCES;
	default:
		return -EIO;
	}
}

/* ---- route-specific words -------------------------------------------------------- */

bool sbx_route_absent(long status, const char *code)
{
	return status == 404 && !(code && code[0]);
}

static bool is(const char *a, const char *b)
{
	return a && b && !strcmp(a, b);
}

/* The bridge's 502 process_error words, as an errno where one fits. */
static int launch_errno(const char *m, int dflt)
{
	if (strstr(m, "Executable not found") || strstr(m, "ENOENT"))
		return -ENOENT;
	if (strstr(m, "not a directory") || strstr(m, "ENOTDIR"))
		return -ENOTDIR;
	if (strstr(m, "EACCES"))
		return -EACCES;
	if (strstr(m, "too many"))
		return -EAGAIN;
	return dflt;
}

int sbx_answer_errno(const char *route, long status, const char *code, const char *errname,
		     const char *msg)
{
	int e = sbx_error_to_errno(status, code, errname, msg);

	if (e == 0)
		return 0;
	if (!msg)
		msg = "";
	/* The bridge answers every session failure with 502 session_error;
	 * only its words tell a missing or duplicate session. */
	if (status == 502 && is(code, "session_error")) {
		if (is(route, "session_delete") && strstr(msg, "not found"))
			return -ENOENT;
		if (is(route, "session_create") && strstr(msg, "already exists"))
			return -EEXIST;
	}
	if (status == 502 && is(route, "process_start"))
		return launch_errno(msg, e);
	/* An upgrade (terminal, pty) to a route the server lacks: the router's
	 * 404, told from a missing terminal's by the words. */
	if (is(route, "upgrade") && status == 404 && !strstr(msg, "Terminal not found"))
		return -ENOSYS;
	/* sbxd's file-system extensions: the syscall's errno by name, and an
	 * older sbxd that lacks an op of /fs (the exec path does it then). */
	if (is(route, "fs") || is(route, "extents_put") || is(route, "extents_get")) {
		if (status == 409 && is(code, "fs_error")) {
			int en = sbx_errno_from_name(errname);

			return en ? en : -EIO;
		}
		if (is(route, "fs") && status == 400 && strstr(msg, "unknown op"))
			return -ENOSYS;
	}
	return e;
}

/* ---- errno from messages --------------------------------------------------- */

static int errno_by_name(const char *name, size_t len)
{
	int e;

	for (e = 1; e <= ERRNO_LAST; e++) {
		const char *n = strerrorname_np(e);

		if (n && strlen(n) == len && !memcmp(n, name, len))
			return -e;
	}
	return 0;
}

static int errno_by_text(const char *text, size_t len)
{
	int e;

	for (e = 1; e <= ERRNO_LAST; e++) {
		const char *d = strerrordesc_np(e);

		if (d && strlen(d) == len && !memcmp(d, text, len))
			return -e;
	}
	return 0;
}

int sbx_errno_from_name(const char *name)
{
	return name ? errno_by_name(name, strlen(name)) : 0;
}

static bool has_prefix(const char *s, size_t len, const char *p)
{
	size_t n = strlen(p);

	return len >= n && !memcmp(s, p, n);
}

static bool has_suffix(const char *s, size_t len, const char *p)
{
	size_t n = strlen(p);

	return len >= n && !memcmp(s + len - n, p, n);
}

/* The errno one line names, or 0. */
static int line_errno(const char *l, size_t len)
{
	size_t i;
	int e;

	if (has_prefix(l, len, "sbx-errno "))
		return errno_by_name(l + 10, len - 10);
	/* mv refuses some renames before calling rename(2) and says so in
	 * words; these are the errnos rename(2) itself would give. */
	if (has_prefix(l, len, "mv: cannot overwrite directory ") &&
	    has_suffix(l, len, " with non-directory"))
		return -EISDIR;
	if (has_prefix(l, len, "mv: cannot overwrite non-directory "))
		return -ENOTDIR;
	if (has_prefix(l, len, "mv: cannot move ") &&
	    memmem(l, len, " to a subdirectory of itself", 28))
		return -EINVAL;
	/* "tool: context: Strerror text" — the text after the last ": ". */
	for (i = len; i >= 2; i--) {
		if (l[i - 2] == ':' && l[i - 1] == ' ') {
			e = errno_by_text(l + i, len - i);
			if (e)
				return e;
			break;
		}
	}
	/* bash's kill: "kill: (123) - No such process". */
	for (i = len; i >= 3; i--) {
		if (l[i - 3] == ' ' && l[i - 2] == '-' && l[i - 1] == ' ')
			return errno_by_text(l + i, len - i);
	}
	return 0;
}

int sbx_errno_from_stderr(const char *err, size_t len)
{
	size_t end = len;

	/* From the last line backwards: the first line naming an errno wins. */
	while (end > 0) {
		size_t start = end;
		int e;

		while (start > 0 && err[start - 1] != '\n')
			start--;
		{
			size_t l = end - start;

			while (l > 0 && err[start + l - 1] == '\r')
				l--;
			e = line_errno(err + start, l);
		}
		if (e)
			return e;
		if (start == 0)
			break;
		end = start - 1;
	}
	return -EIO;
}
