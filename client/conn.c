/* conn.c — upgraded connections: an HTTP upgrade, then a raw socket.
 *
 * A connection of its own (not a thread's shared handle, see client.c):
 * libcurl connects (TLS included) with CONNECT_ONLY, the upgrade request and
 * the response head are written and read here, and the socket then carries
 * whatever protocol was agreed (ws.c speaks WebSocket on it). An error
 * answer's body is read (bounded) for the server's words; errno.c maps it.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <curl/curl.h>

#include "http.h"
#include "sbx_errno.h"
#include "url.h"

struct sbx_conn {
	CURL *h;
	curl_socket_t fd;
	char *pre; /* bytes received after the response head */
	size_t pre_len, pre_off;
};

void sbx_conn_close(struct sbx_conn *k)
{
	if (!k)
		return;
	if (k->h)
		curl_easy_cleanup(k->h);
	free(k->pre);
	free(k);
}

int sbx_conn_fd(const struct sbx_conn *k)
{
	return (int)k->fd;
}

static int wait_fd(curl_socket_t fd, short ev, int timeout_ms)
{
	struct pollfd p = {.fd = (int)fd, .events = ev};
	int r;

	do
		r = poll(&p, 1, timeout_ms);
	while (r < 0 && errno == EINTR && !sbx_http_interrupted());
	if (r < 0)
		return -errno;
	if (sbx_http_interrupted())
		return -EINTR;
	return r == 0 ? -ETIMEDOUT : 0;
}

ssize_t sbx_conn_recv(struct sbx_conn *k, void *buf, size_t len)
{
	size_t got = 0;
	CURLcode cc;

	if (k->pre_off < k->pre_len) {
		size_t n = k->pre_len - k->pre_off;

		if (n > len)
			n = len;
		memcpy(buf, k->pre + k->pre_off, n);
		k->pre_off += n;
		return (ssize_t)n;
	}
	cc = curl_easy_recv(k->h, buf, len, &got);
	if (cc == CURLE_AGAIN)
		return -EAGAIN;
	if (cc != CURLE_OK)
		return sbx_curlcode_to_errno((int)cc);
	return (ssize_t)got;
}

int sbx_conn_send(struct sbx_conn *k, const void *buf, size_t len, int timeout_ms)
{
	const char *p = buf;
	double until = sbx_now_s() + timeout_ms / 1000.0;

	while (len > 0) {
		size_t sent = 0;
		CURLcode cc = curl_easy_send(k->h, p, len, &sent);
		int rc;

		if (cc == CURLE_OK) {
			p += sent;
			len -= sent;
			continue;
		}
		if (cc != CURLE_AGAIN)
			return sbx_curlcode_to_errno((int)cc);
		if (sbx_now_s() >= until)
			return -ETIMEDOUT;
		rc = wait_fd(k->fd, POLLOUT, (int)((until - sbx_now_s()) * 1000) + 1);
		if (rc < 0 && rc != -ETIMEDOUT)
			return rc;
	}
	return 0;
}

int sbx_http_upgrade(struct sbx_client *c, const char *path, const char *const *hdrs, char *accept,
		     size_t accept_len, long *status, struct sbx_conn **out)
{
	struct sbx_conn *k = calloc(1, sizeof(*k));
	struct sbx_buf req, head;
	const char *auth, *base;
	char *url = NULL, *end;
	size_t alen, hlen;
	double until;
	CURLcode cc;
	long st = 0;
	int rc = -ENOMEM;

	*status = 0;
	sbx_buf_init(&req, 64u << 10);
	sbx_buf_init(&head, 64u << 10);
	if (!k || !(k->h = curl_easy_init()))
		goto out;
	rc = sbx_http_before(c);
	if (rc < 0)
		goto out;
	rc = -ENOMEM;
	if (asprintf(&url, "%s%s", c->url, path) < 0) {
		url = NULL;
		goto out;
	}
	curl_easy_setopt(k->h, CURLOPT_URL, url);
	curl_easy_setopt(k->h, CURLOPT_CONNECT_ONLY, 1L);
	curl_easy_setopt(k->h, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(k->h, CURLOPT_TCP_NODELAY, 1L);
	curl_easy_setopt(k->h, CURLOPT_TCP_KEEPALIVE, 1L);
	curl_easy_setopt(k->h, CURLOPT_CONNECTTIMEOUT_MS, c->connect_timeout_ms);
	curl_easy_setopt(k->h, CURLOPT_PROXY, c->proxy);
	curl_easy_setopt(k->h, CURLOPT_NOPROXY, c->noproxy);
	if (c->cacert)
		curl_easy_setopt(k->h, CURLOPT_CAINFO, c->cacert);
	if (c->insecure) {
		curl_easy_setopt(k->h, CURLOPT_SSL_VERIFYPEER, 0L);
		curl_easy_setopt(k->h, CURLOPT_SSL_VERIFYHOST, 0L);
	}
	cc = curl_easy_perform(k->h);
	if (cc != CURLE_OK) {
		rc = sbx_curlcode_to_errno((int)cc);
		sbx_set_error("GET %s%s: %s", c->url, path, curl_easy_strerror(cc));
		goto out;
	}
	if (curl_easy_getinfo(k->h, CURLINFO_ACTIVESOCKET, &k->fd) != CURLE_OK ||
	    k->fd == CURL_SOCKET_BAD) {
		rc = -EIO;
		sbx_set_error("GET %s: no socket after connecting", path);
		goto out;
	}
	/* the request: the client URL's base path, then the route */
	sbx_url_split(c->url, &auth, &alen, &base);
	rc = sbx_buf_add(&req, "GET ", 4);
	rc = rc ?: sbx_buf_add(&req, base, strlen(base));
	rc = rc ?: sbx_buf_add(&req, path, strlen(path));
	rc = rc ?: sbx_buf_add(&req, " HTTP/1.1\r\nHost: ", 17);
	rc = rc ?: sbx_buf_add(&req, auth, alen);
	rc = rc
		 ?: sbx_buf_add(&req, "\r\nUser-Agent: libsbx/" SBX_VERSION "\r\n",
				strlen("\r\nUser-Agent: libsbx/" SBX_VERSION "\r\n"));
	if (c->auth) {
		rc = rc ?: sbx_buf_add(&req, c->auth, strlen(c->auth));
		rc = rc ?: sbx_buf_add(&req, "\r\n", 2);
	}
	for (size_t i = 0; hdrs && hdrs[i]; i++) {
		rc = rc ?: sbx_buf_add(&req, hdrs[i], strlen(hdrs[i]));
		rc = rc ?: sbx_buf_add(&req, "\r\n", 2);
	}
	rc = rc ?: sbx_buf_add(&req, "\r\n", 2);
	if (rc < 0)
		goto out;
	rc = sbx_conn_send(k, req.data, req.len, (int)c->io_timeout_ms);
	if (rc < 0) {
		sbx_set_error("GET %s: cannot send the request: %s", path, strerror(-rc));
		goto out;
	}
	/* the response head, and whatever follows it in the same reads */
	until = sbx_now_s() + c->io_timeout_ms / 1000.0;
	while (!head.data || !(end = memmem(head.data, head.len, "\r\n\r\n", 4))) {
		char chunk[4096];
		ssize_t n = sbx_conn_recv(k, chunk, sizeof(chunk));

		if (n == -EAGAIN) {
			rc = sbx_now_s() < until ? wait_fd(k->fd, POLLIN, 1000) : -ETIMEDOUT;
			if (rc < 0 && rc != -ETIMEDOUT)
				goto out;
			if (rc == -ETIMEDOUT && sbx_now_s() >= until) {
				sbx_set_error("GET %s: no answer for %ld ms", path,
					      c->io_timeout_ms);
				goto out;
			}
			continue;
		}
		if (n <= 0) {
			rc = n < 0 ? (int)n : -ENOTCONN;
			sbx_set_error("GET %s: the connection closed before an answer", path);
			goto out;
		}
		if (sbx_buf_add(&head, chunk, (size_t)n) < 0) {
			rc = -EIO;
			sbx_set_error("GET %s: malformed answer", path);
			goto out;
		}
	}
	hlen = (size_t)(end - head.data) + 4;
	/* The head is text; what follows it in the same reads is the
	 * connection's first bytes (frames of a terminal that had output, or
	 * had already ended, at once), binary. */
	if (memchr(head.data, '\0', hlen)) {
		rc = -EIO;
		sbx_set_error("GET %s: malformed answer", path);
		goto out;
	}
	if (strncmp(head.data, "HTTP/1.", 7) != 0 || !head.data[7] ||
	    (st = strtol(head.data + 9, NULL, 10)) < 100) {
		rc = -EIO;
		sbx_set_error("GET %s: not an HTTP answer", path);
		goto out;
	}
	*status = st;
	if (accept_len)
		accept[0] = '\0';
	for (char *l = strstr(head.data, "\r\n"); l && l < end; l = strstr(l + 2, "\r\n")) {
		char *v = l + 2, *colon = strchr(v, ':'), *eol = strstr(v, "\r\n");
		size_t vl;

		if (!colon || !eol || colon > eol || (size_t)(colon - v) != 20 ||
		    strncasecmp(v, "Sec-WebSocket-Accept", 20) != 0)
			continue;
		v = colon + 1;
		while (*v == ' ' || *v == '\t')
			v++;
		vl = (size_t)(eol - v);
		while (vl && (v[vl - 1] == ' ' || v[vl - 1] == '\t'))
			vl--;
		if (accept_len && vl < accept_len) {
			memcpy(accept, v, vl);
			accept[vl] = '\0';
		}
	}
	if (st != 101) {
		/* an error answer: its body (Content-Length, bounded) holds the words */
		char msg[512] = "", code[64] = "";
		const char *cl = strcasestr(head.data, "\r\nContent-Length:");
		size_t want = cl && cl < end ? strtoul(cl + 17, NULL, 10) : 0;

		if (want > SBX_ERRBODY_MAX)
			want = SBX_ERRBODY_MAX;
		until = sbx_now_s() + c->io_timeout_ms / 1000.0;
		while (head.len - hlen < want && sbx_now_s() < until) {
			char chunk[4096];
			ssize_t n = sbx_conn_recv(k, chunk, sizeof(chunk));

			if (n == -EAGAIN) {
				wait_fd(k->fd, POLLIN, 250);
				continue;
			}
			if (n <= 0 || sbx_buf_add(&head, chunk, (size_t)n) < 0)
				break;
		}
		sbx_error_body_parse(head.data + hlen,
				     head.len - hlen < want ? head.len - hlen : want, msg,
				     sizeof(msg), code, sizeof(code), NULL, 0);
		rc = sbx_answer_errno("upgrade", st, code, NULL, msg);
		if (st == 401)
			sbx_set_error("token rejected by %s (401 %s): check SANDBOX_API_KEY",
				      c->url, *msg ? msg : "Unauthorized");
		else
			sbx_set_error("GET %s: HTTP %ld%s%s", path, st, *msg ? ": " : "", msg);
		goto out;
	}
	if (head.len > hlen) {
		k->pre_len = head.len - hlen;
		k->pre = malloc(k->pre_len);
		if (!k->pre) {
			rc = -ENOMEM;
			goto out;
		}
		memcpy(k->pre, head.data + hlen, k->pre_len);
	}
	*out = k;
	k = NULL;
	rc = 0;
out:
	if (c->cb)
		c->cb(c->cb_arg, "upgrade", NULL, (int)st, 0);
	sbx_conn_close(k);
	sbx_buf_release(&req);
	sbx_buf_release(&head);
	free(url);
	return rc;
}
