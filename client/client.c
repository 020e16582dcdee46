/* client.c — the client object and its pool of CURL handles.
 *
 * sbx_client_new/free and the per-thread CURL easy handles: each thread
 * that calls into a client gets its own (a pthread key per client), reset
 * and reused for every request so that connections stay alive between
 * requests; no handle is ever used by two threads. A handle outlives its
 * thread on the client's idle list (see handle_destroy).
 *
 * Locks of struct sbx_client (http.h), never nested: `lock` guards the
 * handle list, n_idle and prober_started (probe_cv waits on it; http.c's
 * prober takes it too), `sess_lock` guards the client-kept sessions
 * (next_exec.c). Neither is held across a request or a callback.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "http.h"

struct sbx_handle {
	CURL *h;
	struct sbx_client *c;
	struct sbx_handle *next, *prev; /* in c->handles (c->lock) */
	bool idle;			/* owned by no thread, waiting in c->handles */
};

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static CURLcode global_rc;

static void global_init(void)
{
	global_rc = curl_global_init(CURL_GLOBAL_ALL);
}

/* A thread's handle outlives the thread: at its exit the handle (with its
 * open connection) goes to the client's idle list, and the next thread
 * that needs one takes it from there. sbxfs runs each command on a thread
 * of its own and libfuse starts and ends worker threads as load comes and
 * goes; without the list each of those opened a connection of its own (a
 * TCP handshake, and a thread of sbxd's per connection) and closed it
 * again. At most IDLE_MAX handles wait; more are closed. */
#define IDLE_MAX 8

static void handle_destroy(void *arg)
{
	struct sbx_handle *hd = arg;
	struct sbx_client *c = hd->c;
	bool keep;

	pthread_mutex_lock(&c->lock);
	keep = c->n_idle < IDLE_MAX && !atomic_load(&c->stopping);
	if (keep) {
		hd->idle = true;
		c->n_idle++;
	} else {
		if (hd->prev)
			hd->prev->next = hd->next;
		else
			c->handles = hd->next;
		if (hd->next)
			hd->next->prev = hd->prev;
	}
	pthread_mutex_unlock(&c->lock);
	if (keep)
		return;
	curl_easy_cleanup(hd->h);
	free(hd);
}

/* An idle handle for the calling thread, or NULL. */
static struct sbx_handle *take_idle(struct sbx_client *c)
{
	struct sbx_handle *hd = NULL;

	pthread_mutex_lock(&c->lock);
	if (c->n_idle > 0)
		for (hd = c->handles; hd && !hd->idle; hd = hd->next)
			;
	if (hd) {
		hd->idle = false;
		c->n_idle--;
	}
	pthread_mutex_unlock(&c->lock);
	return hd;
}

void *sbx_thread_curl(struct sbx_client *c)
{
	struct sbx_handle *hd = pthread_getspecific(c->key);

	if (hd)
		return hd->h;
	hd = take_idle(c);
	if (hd) {
		if (pthread_setspecific(c->key, hd) == 0)
			return hd->h;
		handle_destroy(hd); /* back to the list */
		return NULL;
	}
	hd = calloc(1, sizeof(*hd));
	if (!hd)
		return NULL;
	hd->h = curl_easy_init();
	if (!hd->h) {
		free(hd);
		return NULL;
	}
	hd->c = c;
	if (pthread_setspecific(c->key, hd)) {
		curl_easy_cleanup(hd->h);
		free(hd);
		return NULL;
	}
	pthread_mutex_lock(&c->lock);
	hd->next = c->handles;
	if (c->handles)
		c->handles->prev = hd;
	c->handles = hd;
	pthread_mutex_unlock(&c->lock);
	return hd->h;
}

/* The proxy for c->url as libcurl finds it in the environment (its
 * detect_proxy: <scheme>_proxy, HTTPS_PROXY for https but never
 * HTTP_PROXY, then all_proxy or ALL_PROXY; no_proxy or NO_PROXY), read
 * once: libcurl would scan the whole environment six times per request,
 * a few per cent of the mount's CPU in an `rm -rf`. */
static int proxy_from_env(struct sbx_client *c)
{
	bool https = !strncmp(c->url, "https:", 6);
	const char *p = getenv(https ? "https_proxy" : "http_proxy");
	const char *np = getenv("no_proxy");

	if (!p && https)
		p = getenv("HTTPS_PROXY");
	if (!p)
		p = getenv("all_proxy");
	if (!p)
		p = getenv("ALL_PROXY");
	if (!np)
		np = getenv("NO_PROXY");
	c->proxy = strdup(p ? p : "");
	c->noproxy = strdup(np ? np : "");
	return c->proxy && c->noproxy ? 0 : -ENOMEM;
}

int sbx_client_new(const struct sbx_client_opts *opts, struct sbx_client **out)
{
	struct sbx_client *c = NULL;
	const char *ne;
	size_t n;
	int rc = -ENOMEM;

	pthread_once(&global_once, global_init);
	if (global_rc != CURLE_OK) {
		sbx_set_error("libcurl initialisation failed");
		return -EIO;
	}
	if (!opts || !opts->url ||
	    (strncmp(opts->url, "http://", 7) && strncmp(opts->url, "https://", 8))) {
		sbx_set_error("server URL must start with http:// or https://");
		return -EINVAL;
	}
	c = calloc(1, sizeof(*c));
	if (!c)
		goto out;
	c->url = strdup(opts->url);
	if (!c->url)
		goto out;
	n = strlen(c->url);
	while (n > 0 && c->url[n - 1] == '/')
		c->url[--n] = '\0';
	if (opts->token && *opts->token) {
		if (strpbrk(opts->token, "\r\n")) {
			sbx_set_error("token contains a line break");
			rc = -EINVAL;
			goto out;
		}
		if (asprintf(&c->auth, "Authorization: Bearer %s", opts->token) < 0) {
			c->auth = NULL;
			goto out;
		}
	}
	if (opts->cacert) {
		c->cacert = strdup(opts->cacert);
		if (!c->cacert)
			goto out;
	}
	if (proxy_from_env(c) < 0)
		goto out;
	c->insecure = opts->insecure;
	c->connect_timeout_ms = opts->connect_timeout_ms > 0 ? opts->connect_timeout_ms : 5000;
	c->io_timeout_ms = opts->io_timeout_ms > 0 ? opts->io_timeout_ms : 30000;
	c->stream_timeout_ms = opts->stream_timeout_ms > 0    ? opts->stream_timeout_ms
			       : opts->stream_timeout_ms == 0 ? c->io_timeout_ms
							      : 0;
	c->retries = opts->retries >= 0 ? opts->retries : 3;
	ne = getenv("SBX_NO_EXTENSIONS");
	c->no_ext = ne && *ne && strcmp(ne, "0");
	atomic_init(&c->ext_range, 0);
	atomic_init(&c->ext_list, 0);
	atomic_init(&c->ext_fs, 0);
	atomic_init(&c->ext_extents, 0);
	atomic_init(&c->ext_append, 0);
	atomic_init(&c->ext_info, 0);
	atomic_init(&c->ext_tunnels, 0);
	atomic_init(&c->gen_v1, 0);
	atomic_init(&c->gen_next, 0);
	atomic_init(&c->alive_ns, sbx_now_ns());
	atomic_init(&c->silent_ns, 0);
	atomic_init(&c->stopping, 0);
	if (pthread_mutex_init(&c->lock, NULL))
		goto out;
	pthread_mutex_init(&c->sess_lock, NULL);
	if (pthread_cond_init(&c->probe_cv, NULL)) {
		pthread_mutex_destroy(&c->lock);
		goto out;
	}
	if (pthread_key_create(&c->key, handle_destroy)) {
		pthread_cond_destroy(&c->probe_cv);
		pthread_mutex_destroy(&c->lock);
		goto out;
	}
	*out = c;
	return 0;
out:
	if (c) {
		free(c->url);
		free(c->auth);
		free(c->cacert);
		free(c->proxy);
		free(c->noproxy);
		free(c);
	}
	if (rc == -ENOMEM)
		sbx_set_error("out of memory");
	return rc;
}

void sbx_client_free(struct sbx_client *c)
{
	struct sbx_handle *hd, *next;

	if (!c)
		return;
	/* The prober first: its request is cancelled (within a progress tick)
	 * and its handle goes with its thread, through the key. */
	atomic_store(&c->stopping, 1);
	pthread_mutex_lock(&c->lock);
	pthread_cond_broadcast(&c->probe_cv);
	pthread_mutex_unlock(&c->lock);
	if (c->prober_started)
		pthread_join(c->prober, NULL);
	/* The calling thread's handle, and those of threads still alive, are
	 * released here; the key is deleted so no destructor runs later. */
	pthread_setspecific(c->key, NULL);
	pthread_key_delete(c->key);
	for (hd = c->handles; hd; hd = next) {
		next = hd->next;
		curl_easy_cleanup(hd->h);
		free(hd);
	}
	pthread_cond_destroy(&c->probe_cv);
	pthread_mutex_destroy(&c->lock);
	sbx_lsessions_free(c);
	pthread_mutex_destroy(&c->sess_lock);
	free(c->url);
	free(c->auth);
	free(c->cacert);
	free(c->proxy);
	free(c->noproxy);
	free(c);
}

void sbx_client_set_request_cb(struct sbx_client *c, sbx_request_cb cb, void *arg)
{
	c->cb = cb;
	c->cb_arg = arg;
}

void sbx_client_set_before(struct sbx_client *c, int (*fn)(void *arg), void *arg)
{
	c->before = fn;
	c->before_arg = arg;
}

const char *sbx_client_url(const struct sbx_client *c)
{
	return c->url;
}
