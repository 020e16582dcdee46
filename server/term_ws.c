/* term_ws.c — one terminal's WebSocket session: the framing each bridge
 * generation speaks, the client's keystrokes and control messages to the
 * terminal, and the terminal's output log to the client.
 *
 * WebSocket framing as the container's handlers speak it. next: text frames
 * are JSON control messages; the server sends {"type":"ready","cursor"?},
 * then per output chunk {"type":"chunk","cursor","byteLength"} followed by
 * the bytes as one binary frame, {"type":"truncated"} when output was lost,
 * and at the end {"type":"exit","cursor","exit":{code,signal?,timedOut}}
 * and a close (1000 "Terminal exited"); the client sends keystrokes as
 * binary frames and {"type":"resize","cols","rows"}, {"type":"interrupt"},
 * {"type":"terminate"} as text. v1: the buffered output first as one binary
 * frame, then {"type":"ready"}, then raw binary frames both ways and
 * {"type":"resize"} from the client.
 *
 * A session runs on the HTTP connection's own thread (libmicrohttpd calls
 * the upgrade handler there) and waits in poll() on the socket, the output
 * log and (while keystrokes wait) the pty's input together, waking every
 * 250 ms to notice a shutdown. Output flows while a program does not read
 * its input, and its keystrokes wait for it (INQ_MAX).
 */
#include "logstore.h"
#include "procs.h"
#include "routes.h"
#include "sandbox.h"
#include "sys.h"
#include "term_ws.h"
#include "websocket.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#define POLL_MS 250
#define SEND_MS 30000	      /* a client that takes no data this long is dropped */
#define CLOSE_WAIT_MS 2000    /* for the client's close frame after ours */
#define WS_MSG_MAX (1u << 20) /* one message from the client at most */
/* Keystrokes a program does not read wait here, in order, for as long as
 * it takes; past this much the session stops reading the socket, so the
 * client's sends block (TCP's flow control) instead of bytes being lost. */
#define INQ_MAX (64u * 1024)

void term_ws_free(void *arg)
{
	struct term_ws *w = arg;

	if (!w)
		return;
	logsub_free(w->sub);
	ws_parser_release(&w->parser);
	free(w->inq);
	mterm_put(w->t); /* before the sandbox (see procs.h) */
	if (w->sb)
		sandbox_put(w->sb);
	free(w->cursor);
	free(w);
}

static void send_text(struct term_ws *w, const char *text)
{
	if (w->failed || w->close_sent)
		return;
	if (ws_send(w->fd, WS_TEXT, text, strlen(text), SEND_MS) < 0)
		w->failed = true;
}

static void send_json(struct term_ws *w, cJSON *o)
{
	char *s = o ? cJSON_PrintUnformatted(o) : NULL;

	if (s)
		send_text(w, s);
	free(s);
	cJSON_Delete(o);
}

static void send_close(struct term_ws *w, uint16_t code, const char *reason)
{
	if (w->close_sent || w->failed)
		return;
	if (ws_send_close(w->fd, code, reason, SEND_MS) < 0)
		w->failed = true;
	w->close_sent = true;
	w->close_at = mono_ms();
}

static void send_error(struct term_ws *w, const char *msg)
{
	cJSON *o = cJSON_CreateObject();

	if (o && cJSON_AddStringToObject(o, "type", "error") &&
	    cJSON_AddStringToObject(o, "message", msg))
		send_json(w, o);
	else
		cJSON_Delete(o);
}

static double num_field(cJSON *o, const char *k, bool *ok)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

	if (!cJSON_IsNumber(v)) {
		*ok = false;
		return 0;
	}
	return v->valuedouble;
}

static void control_next(struct term_ws *w, const unsigned char *data, size_t len)
{
	cJSON *c = cJSON_ParseWithLength((const char *)data, len);
	cJSON *type = cJSON_GetObjectItemCaseSensitive(c, "type");
	const char *t = cJSON_IsString(type) ? type->valuestring : "";
	bool ok = cJSON_IsObject(c);

	if (ok && strcmp(t, "resize") == 0) {
		double cols = num_field(c, "cols", &ok), rows = num_field(c, "rows", &ok);

		ok = ok && cols > 0 && rows > 0 && cols == (double)(int)cols &&
		     rows == (double)(int)rows && mterm_resize(w->t, (int)cols, (int)rows) == 0;
	} else if (ok && strcmp(t, "interrupt") == 0) {
		mterm_interrupt(w->t);
	} else if (ok && strcmp(t, "terminate") == 0) {
		/* the grace period runs in the session loop: output keeps flowing */
		mterm_hangup(w->t);
		w->kill_at = mono_ms() + MTERM_GRACE_MS;
	} else {
		ok = false;
	}
	if (!ok)
		send_error(w, "Invalid control message");
	cJSON_Delete(c);
}

static void control_v1(struct term_ws *w, const unsigned char *data, size_t len)
{
	cJSON *c = cJSON_ParseWithLength((const char *)data, len);
	cJSON *type = cJSON_GetObjectItemCaseSensitive(c, "type");

	if (!c) {
		send_error(w, "Invalid control message");
		return;
	}
	if (cJSON_IsString(type) && strcmp(type->valuestring, "resize") == 0) {
		bool ok = true;
		double cols = num_field(c, "cols", &ok), rows = num_field(c, "rows", &ok);

		if (ok && (cols <= 0 || rows <= 0))
			send_error(w, "Invalid dimensions: cols and rows must be positive");
		else if (!ok || mterm_resize(w->t, (int)cols, (int)rows) < 0)
			send_error(w, "Invalid control message");
	}
	/* other types: ignored, as the container does */
	cJSON_Delete(c);
}

/* Hands queued keystrokes to the pty, as many as it takes. */
static void flush_input(struct term_ws *w)
{
	ssize_t n = w->inq_len ? mterm_write(w->t, w->inq, w->inq_len) : 0;

	if (n < 0) /* the terminal ended: dropped, as upstream */
		w->inq_len = 0;
	else if (n > 0) {
		memmove(w->inq, w->inq + n, w->inq_len - (size_t)n);
		w->inq_len -= (size_t)n;
	}
}

/* Keystrokes: after those still queued, never instead of them. */
static void queue_input(struct term_ws *w, const unsigned char *data, size_t len)
{
	if (w->inq_len + len > w->inq_cap) {
		size_t cap = w->inq_len + len;
		unsigned char *nb = realloc(w->inq, cap);

		if (!nb) {
			send_close(w, WS_CLOSE_ERROR, "Out of memory");
			return;
		}
		w->inq = nb;
		w->inq_cap = cap;
	}
	memcpy(w->inq + w->inq_len, data, len);
	w->inq_len += len;
	flush_input(w);
}

static int on_message(void *arg, enum ws_opcode op, const unsigned char *data, size_t len)
{
	struct term_ws *w = arg;

	switch (op) {
	case WS_BINARY:
		if (!w->close_sent)
			queue_input(w, data, len); /* after the end: dropped, as upstream */
		break;
	case WS_TEXT:
		if (!w->close_sent) {
			if (w->v1)
				control_v1(w, data, len);
			else
				control_next(w, data, len);
		}
		break;
	case WS_PING:
		if (!w->close_sent && ws_send(w->fd, WS_PONG, data, len, SEND_MS) < 0)
			w->failed = true;
		break;
	case WS_CLOSE:
		w->close_rcvd = true;
		if (!w->close_sent) {
			uint16_t code =
			    len >= 2 ? (uint16_t)(data[0] << 8 | data[1]) : WS_CLOSE_NORMAL;

			send_close(w, code == 1005 || code < 1000 ? WS_CLOSE_NORMAL : code, "");
		}
		break;
	default:
		break;
	}
	return 0;
}

/* Sends what the log has now; false once the session should end. */
static bool forward_output(struct term_ws *w)
{
	struct log_event ev;
	int rc;

	while (!w->close_sent && !w->failed && (rc = logsub_next(w->sub, &ev)) != -EAGAIN) {
		char cursor[LOG_CURSOR_MAX] = "";

		if (rc < 0) {
			send_close(w, WS_CLOSE_ERROR, "Terminal send failed");
			return false;
		}
		if (rc == 0) {
			send_close(w, WS_CLOSE_NORMAL, "Terminal output complete");
			return false;
		}
		if (ev.seq)
			logstore_cursor(mterm_log(w->t), ev.seq, cursor, sizeof(cursor));
		if (ev.type == LOG_DATA) {
			if (!w->v1) {
				char head[LOG_CURSOR_MAX + 64];

				snprintf(
				    head, sizeof(head),
				    "{\"type\":\"chunk\",\"cursor\":\"%s\",\"byteLength\":%zu}",
				    cursor, ev.len);
				send_text(w, head);
			}
			if (!w->failed && ws_send(w->fd, WS_BINARY, ev.data, ev.len, SEND_MS) < 0)
				w->failed = true;
		} else if (ev.type == LOG_TRUNCATED) {
			if (!w->v1)
				send_text(w, "{\"type\":\"truncated\"}");
		} else if (ev.type == LOG_TERMINAL) {
			/* the outcome as the log recorded it: {"state":..,"exit":{..}} */
			cJSON *j = cJSON_ParseWithLength(ev.data, ev.len);
			cJSON *e = cJSON_DetachItemFromObject(j, "exit");
			cJSON *code = cJSON_GetObjectItemCaseSensitive(e, "code");
			cJSON *sig = cJSON_GetObjectItemCaseSensitive(e, "signal");
			cJSON *o = cJSON_CreateObject();

			cJSON_Delete(j);
			if (w->v1) {
				char sname[32];
				int sn = cJSON_IsNumber(sig) ? sig->valueint : 0;

				/* sbxd's addition: the 0.12 container never says so */
				snprintf(sname, sizeof(sname), "SIG%s",
					 sigabbrev_np(sn) ? sigabbrev_np(sn) : "?");
				if (o && cJSON_AddStringToObject(o, "type", "exit") &&
				    cJSON_AddNumberToObject(
					o, "code", cJSON_IsNumber(code) ? code->valueint : -1) &&
				    (!sn || cJSON_AddStringToObject(o, "signal", sname)))
					send_json(w, o);
				else
					cJSON_Delete(o);
				cJSON_Delete(e);
				send_close(w, WS_CLOSE_NORMAL, "PTY exited");
			} else {
				if (o && e && cJSON_AddStringToObject(o, "type", "exit") &&
				    cJSON_AddStringToObject(o, "cursor", cursor)) {
					cJSON_AddItemToObject(o, "exit", e);
					send_json(w, o);
				} else {
					cJSON_Delete(o);
					cJSON_Delete(e);
				}
				send_close(w, WS_CLOSE_NORMAL, "Terminal exited");
			}
			return false;
		}
	}
	return !w->failed;
}

/* v1: everything buffered so far as one binary frame. When the pty has
 * already ended, the subscription is set back to just before its end, so
 * the exit is still reported after "ready". */
static void send_buffered(struct term_ws *w)
{
	struct log_event ev;
	unsigned char *all = NULL;
	size_t len = 0;
	uint64_t end = 0;
	int rc;

	while ((rc = logsub_next(w->sub, &ev)) == 1) {
		unsigned char *nb;

		if (ev.type == LOG_TERMINAL) {
			end = ev.seq;
			break;
		}
		if (ev.type != LOG_DATA)
			continue;
		nb = realloc(all, len + ev.len);
		if (!nb)
			break;
		all = nb;
		memcpy(all + len, ev.data, ev.len);
		len += ev.len;
	}
	if (len && ws_send(w->fd, WS_BINARY, all, len, SEND_MS) < 0)
		w->failed = true;
	free(all);
	if (end) {
		logsub_free(w->sub);
		w->sub = NULL;
		if (logstore_subscribe(mterm_log(w->t), end - 1, true, true, &w->sub) < 0)
			w->sub = NULL;
	}
}

void term_ws_session(void *arg, struct http_request *r, int fd, const char *extra, size_t extra_len)
{
	struct term_ws *w = arg;
	unsigned char buf[16384];

	w->fd = fd;
	/* a quiet terminal and a hung server look the same to a client: an
	 * unsolicited pong (RFC 6455's heartbeat) tells them apart, also while
	 * the session does not read the client's frames (a full INQ_MAX) */
	w->keepalive_s = http_keepalive_s(r);
	w->next_beat = mono_ms() + w->keepalive_s * 1000LL;
	ws_parser_init(&w->parser, true, WS_MSG_MAX);
	if (!w->v1 && w->cursor_err) {
		/* the container's answer to a bad cursor: an error, then 1011 */
		send_error(w, w->cursor_err);
		send_close(w, WS_CLOSE_ERROR, w->cursor_err);
	} else if (w->v1) {
		send_buffered(w);
		send_text(w, "{\"type\":\"ready\"}");
	} else {
		cJSON *o = cJSON_CreateObject();

		if (w->cols > 0 && w->rows > 0)
			mterm_resize(w->t, w->cols, w->rows);
		if (o && cJSON_AddStringToObject(o, "type", "ready") &&
		    (!w->has_cursor || cJSON_AddStringToObject(o, "cursor", w->cursor)))
			send_json(w, o);
		else
			cJSON_Delete(o);
	}
	if (extra_len && ws_parser_feed(&w->parser, extra, extra_len, on_message, w) < 0)
		send_close(w, WS_CLOSE_PROTOCOL, "");
	while (!w->failed) {
		/* a full queue: only a client that went away is noticed */
		struct pollfd pf[3] = {
		    {.fd = fd, .events = w->inq_len < INQ_MAX ? POLLIN : POLLRDHUP},
		    {.fd = -1, .events = POLLIN},
		    {.fd = -1, .events = POLLOUT}};
		int rc;

		if (w->close_sent && (w->close_rcvd || mono_ms() - w->close_at > CLOSE_WAIT_MS))
			break;
		if (w->kill_at && mono_ms() >= w->kill_at) {
			mterm_kill(w->t);
			w->kill_at = 0;
		}
		if (!w->close_sent && w->sub && !forward_output(w))
			continue;
		/* (a full queue: every second, also without --keepalive, since
		 * the client's pings are not read meanwhile) */
		if ((w->keepalive_s > 0 || w->inq_len >= INQ_MAX) && !w->close_sent &&
		    mono_ms() >= w->next_beat) {
			bool full = w->inq_len >= INQ_MAX;

			if (ws_send(fd, WS_PONG, "", 0, SEND_MS) < 0)
				w->failed = true;
			w->next_beat = mono_ms() + (full ? 1000 : w->keepalive_s * 1000LL);
		}
		/* the end: keystrokes go nowhere, and the close frame is read */
		if (w->close_sent)
			w->inq_len = 0;
		if (w->sub && !w->close_sent)
			pf[1].fd = logsub_fd(w->sub);
		if (w->inq_len && !w->close_sent)
			pf[2].fd = mterm_input_fd(w->t);
		rc = poll(pf, 3, POLL_MS);
		if (rc < 0 && errno != EINTR)
			break;
		if (http_stopping(r)) {
			send_close(w, 1001, "Server shutting down");
			break;
		}
		if (rc > 0 && pf[2].revents) {
			size_t before = w->inq_len;

			flush_input(w);
			if (w->inq_len == before &&
			    (pf[2].revents & (POLLHUP | POLLERR | POLLNVAL)))
				w->inq_len = 0; /* the pty is gone: nobody reads them */
		}
		if (rc > 0 && pf[0].revents) {
			ssize_t n = recv(fd, buf, sizeof(buf), MSG_DONTWAIT);

			if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
				break; /* the client is gone */
			if (n > 0) {
				rc = ws_parser_feed(&w->parser, buf, (size_t)n, on_message, w);
				if (rc == -EMSGSIZE)
					send_close(w, WS_CLOSE_TOO_BIG, "Message too big");
				else if (rc < 0)
					send_close(w, WS_CLOSE_PROTOCOL, "Protocol error");
				if (rc < 0)
					break;
			}
		}
	}
}
