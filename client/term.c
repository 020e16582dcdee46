/* term.c — a connected terminal: one WebSocket, read, write, resize.
 *
 * sbx_terminal_connect (the next generation's terminals) and
 * sbx_pty_connect (v1's /pty) open a WebSocket (ws.c over conn.c); a
 * struct sbx_term then carries the terminal's bytes both ways. On next,
 * output comes as binary frames preceded by a text "chunk" message with
 * its cursor (so that a reconnect resumes where the reader stopped), and
 * the end as an "exit" message; v1's /pty is raw binary. Control messages
 * out (resize, interrupt, terminate) are small JSON texts.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "http.h"
#include "url.h"
#include "ws.h"

#define TERM_MSG_MAX 256

struct sbx_term {
	struct sbx_ws *ws;
	bool v1; /* the 0.12 /pty protocol: raw binary, no chunk messages */
	/* reader side */
	const unsigned char *pend; /* binary payload not yet returned */
	size_t pend_len;
	char cursor[256]; /* of the latest chunk returned */
	char pending_cursor[256];
	bool ended, has_exit;
	int code, sig;
	char err[TERM_MSG_MAX];
};

static int term_open(struct sbx_client *c, const char *path, const char *const *hdrs, bool v1,
		     struct sbx_term **out)
{
	struct sbx_term *t = calloc(1, sizeof(*t));
	long status = 0;
	int rc;

	if (!t)
		return -ENOMEM;
	rc = sbx_ws_connect(c, path, hdrs, &status, &t->ws);
	if (rc < 0) {
		free(t);
		/* a bare 404 is the route's (errno.c), "Terminal not found" the terminal's */
		if (rc == -ENOSYS && status == 404)
			return sbx_next_absent(c);
		return rc;
	}
	t->v1 = v1;
	*out = t;
	return 0;
}

int sbx_terminal_connect(struct sbx_client *c, const char *id, const char *tid,
			 const struct sbx_term_connect_opts *o, struct sbx_term **out)
{
	char *base, *path = NULL, *cur = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!tid || !*tid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return sbx_next_absent(c);
	base = sbx_res_path(id, "terminals", tid, "connect");
	if (!base || (o && o->cursor && !(cur = sbx_url_encode_segment(o->cursor)))) {
		free(base);
		return -ENOMEM;
	}
	if (o && o->cols > 0 && o->rows > 0)
		rc = asprintf(&path, "%s?cols=%d&rows=%d%s%s", base, o->cols, o->rows,
			      cur ? "&cursor=" : "", cur ? cur : "");
	else
		rc = asprintf(&path, "%s%s%s", base, cur ? "?cursor=" : "", cur ? cur : "");
	free(base);
	free(cur);
	if (rc < 0)
		return -ENOMEM;
	rc = term_open(c, path, NULL, false, out);
	free(path);
	return rc;
}

int sbx_pty_connect(struct sbx_client *c, const char *id, const char *session, int cols, int rows,
		    const char *shell, struct sbx_term **out)
{
	char *base, *path = NULL, *sh = NULL, sess[SBX_SESSION_MAX + 16];
	const char *hdrs[2] = {NULL, NULL};
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (session && !sbx_valid_session_id(session)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_v1) < 0) {
		sbx_set_error("the server has no /pty (a next-only bridge)");
		return -ENOSYS;
	}
	base = sbx_route_path(id, "/pty");
	if (!base || (shell && !(sh = sbx_url_encode_segment(shell)))) {
		free(base);
		return -ENOMEM;
	}
	rc = asprintf(&path, "%s?cols=%d&rows=%d%s%s", base, cols > 0 ? cols : 80,
		      rows > 0 ? rows : 24, sh ? "&shell=" : "", sh ? sh : "");
	free(base);
	free(sh);
	if (rc < 0)
		return -ENOMEM;
	if (session) {
		snprintf(sess, sizeof(sess), "Session-Id: %s", session);
		hdrs[0] = sess;
	}
	{
		long status = 0;
		struct sbx_term *t = calloc(1, sizeof(*t));

		rc = t ? sbx_ws_connect(c, path, hdrs, &status, &t->ws) : -ENOMEM;
		if (rc < 0) {
			if (status == 404) { /* the route is not there: a next-only bridge */
				atomic_store(&c->gen_v1, -1);
				sbx_set_error("the server has no /pty (a next-only bridge)");
				rc = -ENOSYS;
			}
			free(t);
		} else {
			t->v1 = true;
			*out = t;
		}
	}
	free(path);
	return rc;
}

/* A control message from the server (text frame). */
static void term_control(struct sbx_term *t, const unsigned char *data, size_t len)
{
	cJSON *j = cJSON_ParseWithLength((const char *)data, len);
	cJSON *type = cJSON_GetObjectItemCaseSensitive(j, "type");
	const char *ty = cJSON_IsString(type) ? type->valuestring : "";

	if (!strcmp(ty, "chunk")) {
		cJSON *cur = cJSON_GetObjectItemCaseSensitive(j, "cursor");

		if (cJSON_IsString(cur))
			snprintf(t->pending_cursor, sizeof(t->pending_cursor), "%s",
				 cur->valuestring);
	} else if (!strcmp(ty, "exit")) {
		/* next: {"exit":{code,signal?}}; sbxd's v1 pty: {code, signal:"SIGx"} */
		cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "exit");
		cJSON *src = cJSON_IsObject(e) ? e : j;
		cJSON *code = cJSON_GetObjectItemCaseSensitive(src, "code");
		cJSON *sig = cJSON_GetObjectItemCaseSensitive(src, "signal");

		t->has_exit = true;
		t->code = cJSON_IsNumber(code) ? code->valueint : -1;
		t->sig = cJSON_IsNumber(sig) ? sig->valueint : 0;
		for (int k = 1; cJSON_IsString(sig) && k < 65; k++) /* "SIGTERM" */
			if (sigabbrev_np(k) && !strncmp(sig->valuestring, "SIG", 3) &&
			    !strcmp(sig->valuestring + 3, sigabbrev_np(k)))
				t->sig = k;
	} else if (!strcmp(ty, "error")) {
		cJSON *m = cJSON_GetObjectItemCaseSensitive(j, "message");

		snprintf(t->err, sizeof(t->err), "%s",
			 cJSON_IsString(m) ? m->valuestring : "terminal error");
	}
	cJSON_Delete(j);
}

ssize_t sbx_term_read(struct sbx_term *t, void *buf, size_t len, int timeout_ms)
{
	for (;;) {
		enum sbx_ws_op op;
		const unsigned char *data;
		size_t n;
		int rc, close_code = 0;
		char reason[124] = "";

		if (t->pend_len) {
			size_t k = t->pend_len < len ? t->pend_len : len;

			memcpy(buf, t->pend, k);
			t->pend += k;
			t->pend_len -= k;
			return (ssize_t)k;
		}
		if (t->ended)
			return 0;
		rc = sbx_ws_recv(t->ws, timeout_ms, &op, &data, &n, &close_code, reason,
				 sizeof(reason));
		if (rc < 0)
			return rc;
		if (rc == 0) {
			t->ended = true;
			if (t->has_exit || close_code == 1000)
				return 0;
			/* 1011 after an "error" message: the server's words */
			sbx_set_error("terminal: %s (close %d)",
				      t->err[0]	  ? t->err
				      : reason[0] ? reason
						  : "connection ended",
				      close_code);
			/* 1006: the connection ended without a close (the server
			 * died), a lost connection as everywhere else */
			return close_code == 1006 ? -ENOTCONN : -EIO;
		}
		if (op == SBX_WS_TEXT) {
			term_control(t, data, n);
			continue;
		}
		if (!t->v1 && t->pending_cursor[0])
			memcpy(t->cursor, t->pending_cursor, sizeof(t->cursor));
		t->pend = data;
		t->pend_len = n;
	}
}

static int term_send_json(struct sbx_term *t, cJSON *j)
{
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;
	int rc;

	cJSON_Delete(j);
	if (!s)
		return -ENOMEM;
	rc = sbx_ws_send(t->ws, SBX_WS_TEXT, s, strlen(s));
	free(s);
	return rc;
}

int sbx_term_write(struct sbx_term *t, const void *data, size_t len)
{
	return sbx_ws_send(t->ws, SBX_WS_BINARY, data, len);
}

int sbx_term_resize(struct sbx_term *t, int cols, int rows)
{
	cJSON *j = cJSON_CreateObject();

	if (cols < 1 || rows < 1) {
		cJSON_Delete(j);
		return -EINVAL;
	}
	if (!j || !cJSON_AddStringToObject(j, "type", "resize") ||
	    !cJSON_AddNumberToObject(j, "cols", cols) ||
	    !cJSON_AddNumberToObject(j, "rows", rows)) {
		cJSON_Delete(j);
		return -ENOMEM;
	}
	return term_send_json(t, j);
}

int sbx_term_interrupt(struct sbx_term *t)
{
	if (t->v1)
		return sbx_term_write(t, "\003", 1); /* the line discipline's Ctrl-C */
	return sbx_ws_send(t->ws, SBX_WS_TEXT, "{\"type\":\"interrupt\"}", 20);
}

int sbx_term_terminate(struct sbx_term *t)
{
	if (t->v1) {
		sbx_set_error("the v1 pty cannot be terminated (write \"exit\")");
		return -ENOSYS;
	}
	return sbx_ws_send(t->ws, SBX_WS_TEXT, "{\"type\":\"terminate\"}", 20);
}

int sbx_term_exit(const struct sbx_term *t, int *code, int *sig)
{
	if (!t->has_exit)
		return 0;
	if (code)
		*code = t->code;
	if (sig)
		*sig = t->sig;
	return 1;
}

const char *sbx_term_cursor(const struct sbx_term *t)
{
	return t->cursor;
}

int sbx_term_fd(const struct sbx_term *t)
{
	return sbx_ws_fd(t->ws);
}

void sbx_term_close(struct sbx_term *t)
{
	if (!t)
		return;
	sbx_ws_close(t->ws);
	free(t);
}
