/* route_archive.c — POST /v1/sandbox/:id/persist (tar of /workspace) and
 * POST /v1/sandbox/:id/hydrate (extract a tar into /workspace).
 *
 * Persist answers with the runtime's temporary tar file as the body
 * (sendfile). Hydrate spools the request body into a memfd as it arrives
 * (at most 32 MiB; beyond that the rest is counted and dropped so the
 * error can name the full size, as the bridge's does) and hands the fd to
 * the runtime, which extracts it inside the sandbox (fed through a pipe:
 * the memfd itself never reaches the sandbox).
 */
#include "paths.h"
#include "routes.h"
#include "sandbox.h"
#include "sys.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define MAX_EXCLUDES 256

enum MHD_Result route_persist(struct http_request *r)
{
	const char *raw = http_query(r, "excludes");
	const char *excl[MAX_EXCLUDES + 1];
	char *dec = NULL;
	struct sandbox *sb = NULL;
	struct MHD_Response *resp;
	enum MHD_Result ret = MHD_YES;
	size_t n = 0;
	off_t size;
	int fd, err;

	if (raw && raw[0]) {
		char *p, *save = NULL;

		err = paths_decode_component(raw, true, &dec);
		if (err == -EINVAL)
			return http_respond_error(r, 400, "invalid_request",
						  "exclude paths must not contain NUL");
		if (err < 0)
			return MHD_NO;
		for (p = strtok_r(dec, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
			if (strstr(p, "..")) {
				ret = http_respond_error(r, 400, "invalid_request",
							 "exclude paths must not contain \"..\"");
				goto out;
			}
			if (strncmp(p, "./", 2) == 0)
				p += 2;
			if (!p[0] || strchr(p, '/')) {
				ret = http_respond_error(r, 400, "invalid_request",
							 "exclude paths must be top-level names");
				goto out;
			}
			if (n == MAX_EXCLUDES) {
				ret = http_respond_error(r, 400, "invalid_request",
							 "too many exclude paths (at most %d)",
							 MAX_EXCLUDES);
				goto out;
			}
			excl[n++] = p;
		}
	}
	excl[n] = NULL;
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	sbxd_set_errmsg("%s", "");
	err = sandbox_persist(sb, n ? excl : NULL, &fd, &size);
	if (err < 0) {
		ret = http_respond_error(r, 502, "workspace_archive_read_error", "%s",
					 sbxd_errmsg()[0] ? sbxd_errmsg() : strerror(-err));
		goto out;
	}
	resp = MHD_create_response_from_fd((uint64_t)size, fd);
	if (!resp) {
		close(fd);
		ret = MHD_NO;
		goto out;
	}
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "application/octet-stream");
	ret = http_respond(r, 200, resp);
out:
	if (sb)
		sandbox_put(sb);
	free(dec);
	return ret;
}

struct hydrate_state {
	int fd;
	uint64_t total;
	int err;
};

static void hydrate_state_free(void *p)
{
	struct hydrate_state *h = p;

	if (!h)
		return;
	if (h->fd >= 0)
		close(h->fd);
	free(h);
}

static enum MHD_Result too_large(struct http_request *r, uint64_t n)
{
	return http_respond_error(r, 400, "invalid_request",
				  "tar payload too large: %" PRIu64
				  " bytes exceeds the %u-byte limit",
				  n, HTTP_FILE_BODY_MAX);
}

enum MHD_Result route_hydrate_headers(struct http_request *r)
{
	struct hydrate_state *h;
	const char *cl = http_header(r, MHD_HTTP_HEADER_CONTENT_LENGTH);

	h = calloc(1, sizeof(*h));
	if (!h)
		return MHD_NO;
	h->fd = -1;
	r->state = h;
	r->state_free = hydrate_state_free;
	if (cl) {
		char *end;
		unsigned long long v;

		errno = 0;
		v = strtoull(cl, &end, 10);
		if (!errno && *end == '\0' && v > HTTP_FILE_BODY_MAX)
			return too_large(r, v);
	}
	h->fd = memfd_create("sbxd-hydrate", MFD_CLOEXEC);
	if (h->fd < 0)
		h->err = -errno;
	return MHD_YES;
}

enum MHD_Result route_hydrate_data(struct http_request *r, const char *data, size_t len)
{
	struct hydrate_state *h = r->state;

	h->total += len;
	if (h->err || h->total > HTTP_FILE_BODY_MAX)
		return MHD_YES;
	h->err = write_all(h->fd, data, len);
	return MHD_YES;
}

enum MHD_Result route_hydrate_done(struct http_request *r)
{
	struct hydrate_state *h = r->state;
	struct sandbox *sb = NULL;
	enum MHD_Result ret;
	cJSON *o;
	int err;

	if (h->total == 0)
		return http_respond_error(r, 400, "invalid_request", "Empty tar payload");
	if (h->total > HTTP_FILE_BODY_MAX)
		return too_large(r, h->total);
	if (h->err)
		return http_respond_error(r, 502, "workspace_archive_write_error",
					  "hydrate failed: %s", strerror(-h->err));
	if (http_sandbox_get(r, &sb) < 0)
		return MHD_YES;
	sbxd_set_errmsg("%s", "");
	err = sandbox_hydrate(sb, h->fd);
	sandbox_put(sb);
	if (err < 0)
		return http_respond_error(r, 502, "workspace_archive_write_error", "%s",
					  sbxd_errmsg()[0] ? sbxd_errmsg() : strerror(-err));
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddTrueToObject(o, "ok")) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	ret = http_respond_json(r, 200, o);
	return ret;
}
