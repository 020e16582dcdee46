/* files.c — whole-file reads and writes, large files, ranged reads.
 *
 * The bridge moves files with one GET or one PUT of at most 32 MiB. Here:
 *  - only a file's data travels, never its holes (found with SEEK_DATA /
 *    SEEK_HOLE on the caller's descriptor): a 1-byte write at offset 8 GiB
 *    sends one byte, and the file stays sparse in the sandbox;
 *  - reads into a descriptor come from sbxd the same way (data extents
 *    only, written at their offsets), so a sparse file stays sparse in the
 *    caller's spool and its holes are never downloaded;
 *  - a file larger than 32 MiB or with holes goes to sbxd in one streamed
 *    request of its data extents (the extents extension, detected once);
 *    other servers get the extents PUT in parts to hidden names beside the
 *    target (.sbx-part.<random>.<n>), then ONE exec writes each at its
 *    offset into a sparse temp file and renames it over the target, so a
 *    reader sees the old file or the new one, never a half-written one;
 *    parts go on any failure;
 *  - names the file routes cannot carry exactly (the bridge decodes URLs like
 *    decodeURI, so '%', '?', '#' and invalid UTF-8 do not round-trip) are
 *    written the same way (via a safe temp name) and read through exec with
 *    `base64 -w0`, which is byte-exact on every server;
 *  - reads trust a GET body only on sbxd (known by its extensions): on
 *    Cloudflare's bridge the runtime text-decodes files of text MIME types.
 *    There a file of up to EXEC_READ_MAX is read through exec (base64) in
 *    one request; a larger one is fetched with GET and kept when the body
 *    cannot have been altered (see struct verify), else read again through
 *    exec;
 *  - a ranged read asks for an HTTP Range (sbxd answers 206, an extension);
 *    a server that answers 200 (the stock bridge) is remembered, and ranges
 *    are then read through exec (dd | base64). SBX_NO_EXTENSIONS=1 skips
 *    straight to the exec paths.
 * Reads into a fd are streamed; nothing holds a whole large file in memory.
 * The extents themselves and their wire format are sparse.c's.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "api.h"
#include "files.h"
#include "fsext.h"
#include "http.h"
#include "script.h"
#include "sbx_errno.h"
#include "sink.h"
#include "sparse.h"
#include "url.h"

static int check_path(const char *path)
{
	if (!path || path[0] != '/' || !path[1]) {
		sbx_set_error("sandbox file paths must be absolute");
		return -EINVAL;
	}
	return 0;
}

/* ---- reads ----------------------------------------------------------------- */

/* Reads of a file through exec take what its size ($s) was when they
 * began, and only a regular file (as sbxd does: EINVAL): the sandbox can
 * swap the file for a link to /dev/zero or a FIFO it feeds, which streamed
 * into the host's spool without end. */
#define READ_PRELUDE                                                                               \
	"set -o pipefail\n"                                                                        \
	"s=$(stat -L -c %s -- \"$1\") || exit 1\n"                                                 \
	"[ -f \"$1\" ] || sbx_err EINVAL\n"
static const char CAT_B64_SCRIPT[] = READ_PRELUDE "head -c \"$s\" -- \"$1\" | base64 -w0\n";

/* A server without sbxd's extensions may be Cloudflare's bridge, whose
 * runtime sends a file of a text MIME type (by extension, or file(1) for an
 * unknown one) as UTF-8 decoded text: invalid bytes become U+FFFD, a leading
 * BOM is dropped. There a small file is read through exec (base64, exact),
 * in the same single request that learns the size of a larger one:
 * "B" + the content, or "H<size>\n", base64-encoded. */
#define EXEC_READ_MAX (1 << 20)
static const char PROBE_SCRIPT[] =
    READ_PRELUDE "if [ \"$s\" -le \"$2\" ]; then\n"
		 "  { printf B; head -c \"$s\" -- \"$1\"; } | base64 -w0\n"
		 "else printf 'H%s\\n' \"$s\" | base64 -w0; fi\n";

/* Whether GET bodies are the file's bytes: true on sbxd, known by any of
 * its extensions answering (one listing request when none was tried yet). */
static bool gets_exact(struct sbx_client *c)
{
	int f, r, l;
	char **ids;
	size_t n;

	if (c->no_ext)
		return false;
	f = atomic_load(&c->ext_fs);
	r = atomic_load(&c->ext_range);
	l = atomic_load(&c->ext_list);
	if (f > 0 || r > 0 || l > 0)
		return true;
	if (f < 0 || r < 0 || l < 0)
		return false;
	if (sbx_list_sandboxes(c, &ids, &n) < 0)
		return false; /* absent, or unknown: the exact way */
	sbx_strv_free(ids, n);
	return true;
}

int sbx_probe_sink(void *arg, long status, const char *data, size_t len)
{
	struct sbx_probe *p = arg;

	if (len > 0 && !p->mode) {
		p->mode = data[0];
		data++;
		len--;
		if (p->mode != 'B' && p->mode != 'H')
			return -EIO;
	}
	if (p->mode == 'B')
		return len ? p->sink(p->arg, status, data, len) : 0;
	if (len > sizeof(p->head) - 1 - p->hlen)
		return -EIO;
	memcpy(p->head + p->hlen, data, len);
	p->hlen += len;
	return 0;
}

int sbx_probe_size(struct sbx_probe *p, long long *size)
{
	long long v;
	char *end;

	p->head[p->hlen] = '\0';
	errno = 0;
	v = strtoll(p->head, &end, 10);
	if (p->mode != 'H' || errno || end == p->head || *end != '\n' || v < 0)
		return -EIO;
	*size = v;
	return 0;
}

/* Passes a GET body on and judges whether it can have been altered. The
 * runtime's text path yields valid UTF-8 only; from a file that has no
 * invalid byte and no BOM it yields the same bytes; otherwise it yields a
 * U+FFFD or loses 3 bytes. So a body that is not UTF-8 is exact, and a
 * UTF-8 one is exact when it has no U+FFFD and the file's length. The
 * UTF-8 check is lenient (structure only): calling a body UTF-8 that is
 * not costs a re-read, never a wrong answer. */
bool sbx_verify_exact(const struct sbx_verify *v, off_t size)
{
	return v->not_utf8 || v->need > 0 || (!v->fffd && v->n == size);
}

int sbx_verify_sink(void *arg, long status, const char *data, size_t len)
{
	struct sbx_verify *v = arg;

	for (size_t i = 0; i < len && !v->not_utf8; i++) {
		unsigned char b = (unsigned char)data[i];

		if (v->need > 0) {
			if ((b & 0xc0) != 0x80)
				v->not_utf8 = true;
			v->need--;
		} else if (b >= 0x80) {
			if ((b & 0xe0) == 0xc0)
				v->need = 1;
			else if ((b & 0xf0) == 0xe0)
				v->need = 2;
			else if ((b & 0xf8) == 0xf0)
				v->need = 3;
			else
				v->not_utf8 = true;
		}
		v->last = ((v->last << 8) | b) & 0xffffff;
		if (v->last == 0xefbfbd)
			v->fffd = true;
	}
	v->n += (off_t)len;
	return v->sink(v->arg, status, data, len);
}

/* GET path into sink; a 200 whose body is cut is asked about (Cloudflare's
 * bridge may answer a missing file so). */
static int get_whole(struct sbx_client *c, const char *id, const char *path, sbx_sink_fn sink,
		     void *arg)
{
	long status = 0;
	int rc = sbx_api_file_get(c, id, path, NULL, "read", sink, arg, &status);

	if ((rc == -EIO || rc == -ENOTCONN) && status == 200) {
		struct sbx_stat st;
		char saved[512];
		int src;

		snprintf(saved, sizeof(saved), "%s", sbx_last_error());
		src = sbx_lstat(c, id, path, &st, NULL);
		if (src == -ENOENT || src == -ENOTDIR || src == -EACCES)
			return src;
		sbx_set_error("%s", saved);
	}
	return rc;
}

static int read_sparse(struct sbx_client *c, const char *id, const char *path, int fd, off_t *size)
{
	struct sbx_sparse_sink x = {.fd = fd};
	int rc;

	x.base = lseek(fd, 0, SEEK_CUR);
	if (x.base < 0 || ftruncate(fd, x.base) < 0)
		return -ENOSYS; /* not a regular file: the plain read */
	rc = sbx_api_extents_get(c, id, path, sbx_sparse_sink, &x);
	if (rc < 0) {
		if (rc == -EPROTO)
			sbx_set_error("GET extents of %s: malformed answer", path);
		return rc;
	}
	if (!sbx_sparse_sink_done(&x)) {
		sbx_set_error("GET extents of %s: the answer ended early", path);
		return -EIO;
	}
	if (ftruncate(fd, x.base + x.size) < 0 || lseek(fd, x.base + x.size, SEEK_SET) < 0)
		return -errno;
	*size = x.size;
	return 0;
}

/* rewind(rarg): forget what the sink got so far (NULL: it cannot). */
typedef int (*rewind_fn)(void *rarg);

static int read_whole(struct sbx_client *c, const char *id, const char *path, sbx_sink_fn sink,
		      void *arg, rewind_fn rewind, void *rarg)
{
	char max[16];
	const char *args[] = {path, NULL}, *probe_args[] = {path, max, NULL};
	struct sbx_probe p = {sink, arg, 0, "", 0};
	struct sbx_verify v = {sink, arg, 0, 0, 0, false, false};
	long long size;
	int rc;

	if (!sbx_path_url_safe(path))
		return sbx_run_script(c, id, "read", CAT_B64_SCRIPT, args, true, sink, arg);
	if (gets_exact(c))
		return get_whole(c, id, path, sink, arg);
	snprintf(max, sizeof(max), "%d", EXEC_READ_MAX);
	rc = sbx_run_script(c, id, "read", PROBE_SCRIPT, probe_args, true, sbx_probe_sink, &p);
	if (rc < 0 || p.mode == 'B')
		return rc;
	if (sbx_probe_size(&p, &size) < 0) {
		sbx_set_error("read %s: malformed answer", path);
		return -EIO;
	}
	if (!rewind) /* the sink cannot take a second try */
		return sbx_run_script(c, id, "read", CAT_B64_SCRIPT, args, true, sink, arg);
	rc = get_whole(c, id, path, sbx_verify_sink, &v);
	if (rc < 0 && rc != -EFBIG)
		return rc;
	/* -EFBIG: a body longer than the buffer, which the file may fit */
	if (rc == 0 && sbx_verify_exact(&v, size))
		return 0;
	/* text-decoded (or changed meanwhile): the exact way */
	rc = rewind(rarg);
	if (rc < 0)
		return rc;
	return sbx_run_script(c, id, "read", CAT_B64_SCRIPT, args, true, sink, arg);
}

static int fd_rewind(void *rarg)
{
	struct sbx_fd_sink *x = rarg;
	off_t start = lseek(x->fd, 0, SEEK_CUR) - x->written;

	if (ftruncate(x->fd, start) != 0 || lseek(x->fd, start, SEEK_SET) < 0)
		return -errno;
	x->written = 0;
	return 0;
}

int sbx_file_read_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t *size)
{
	struct sbx_fd_sink x = {fd, 0};
	struct stat st;
	bool seekable;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (sbx_api_extents_path_usable(c, path)) {
		off_t got = 0;

		rc = read_sparse(c, id, path, fd, &got);
		if (rc == 0 && size)
			*size = got;
		if (rc != -ENOSYS)
			return rc;
	}
	/* A second try overwrites the first from where it began. */
	seekable = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && lseek(fd, 0, SEEK_CUR) >= 0;
	rc = read_whole(c, id, path, sbx_fd_sink, &x, seekable ? fd_rewind : NULL, &x);
	if (rc < 0)
		return rc;
	if (size)
		*size = x.written;
	return 0;
}

static int buf_rewind(void *rarg)
{
	struct sbx_buf *b = rarg;
	size_t max = b->max;

	sbx_buf_release(b);
	sbx_buf_init(b, max);
	return 0;
}

int sbx_file_read_buf(struct sbx_client *c, const char *id, const char *path, size_t max,
		      struct sbx_buf *out)
{
	struct sbx_buf b;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	sbx_buf_init(&b, max);
	rc = read_whole(c, id, path, sbx_buf_sink, &b, buf_rewind, &b);
	if (rc < 0) {
		if (rc == -EFBIG)
			sbx_set_error("read %s: larger than %zu bytes", path, max);
		sbx_buf_release(&b);
		return rc;
	}
	if (!b.data && sbx_buf_add(&b, "", 0) < 0)
		return -ENOMEM;
	*out = b;
	return 0;
}

struct range_ctx {
	char *buf;
	size_t len, got;
};

static void range_take(struct range_ctx *x, const char *data, size_t len)
{
	size_t k = len < x->len - x->got ? len : x->len - x->got;

	memcpy(x->buf + x->got, data, k);
	x->got += k;
}

/* A 206 body is the range; any other body (the whole file, maybe
 * text-decoded) is refused at its first byte. */
static int range_sink(void *arg, long status, const char *data, size_t len)
{
	struct range_ctx *x = arg;

	if (status != 206)
		return 1;
	range_take(x, data, len);
	return x->got == x->len ? 1 : 0;
}

/* dd prints exactly the bytes asked for: let the command end normally (so
 * its connection stays reusable) rather than stop at the last byte. */
static int range_exec_sink(void *arg, long status, const char *data, size_t len)
{
	range_take(arg, data, len);
	return 0;
}

static const char RANGE_SCRIPT[] =
    "set -o pipefail\n"
    "dd if=\"$1\" bs=1M iflag=skip_bytes,count_bytes skip=\"$2\" count=\"$3\" status=none"
    " | base64 -w0\n";

ssize_t sbx_file_read_range(struct sbx_client *c, const char *id, const char *path, off_t off,
			    void *buf, size_t len)
{
	struct range_ctx x = {buf, len, 0};
	char range[64], so[32], sl[32];
	const char *args[] = {path, so, sl, NULL};
	long status = 0;
	int ext, rc = check_path(path);

	if (rc < 0)
		return rc;
	if (off < 0 || len > SSIZE_MAX) {
		sbx_set_error("read: bad range");
		return -EINVAL;
	}
	if (len == 0)
		return 0;
	if ((uintmax_t)len > (uintmax_t)(INT64_MAX - off))
		len = (size_t)(INT64_MAX - off);
	x.len = len;
	if (!sbx_path_url_safe(path))
		goto exec_path;
	/* A Range GET is exact on sbxd (206). A server that answers 200
	 * ignores Range (a stock bridge): its body may be text-decoded, and
	 * the head of it says nothing about that, so exec reads the range. */
	ext = c->no_ext ? -1 : atomic_load(&c->ext_range);
	if (ext >= 0) {
		snprintf(range, sizeof(range), "bytes=%jd-%jd", (intmax_t)off,
			 (intmax_t)(off + (off_t)len - 1));
		rc = sbx_api_file_get(c, id, path, range, "read_range", range_sink, &x, &status);
		if (rc < 0 && status == 416)
			return 0; /* starts at or past the end */
		if (rc < 0 && status != 200)
			return rc;
		if (status == 206) {
			atomic_store(&c->ext_range, 1);
			return rc < 0 ? rc : (ssize_t)x.got;
		}
		atomic_store(&c->ext_range, -1);
		x.got = 0;
	}
exec_path:
	snprintf(so, sizeof(so), "%jd", (intmax_t)off);
	snprintf(sl, sizeof(sl), "%zu", len);
	rc = sbx_run_script(c, id, "read_range", RANGE_SCRIPT, args, true, range_exec_sink, &x);
	return rc < 0 ? rc : (ssize_t)x.got;
}

/* ---- writes ------------------------------------------------------------------ */

/* A file with at least this much in holes is worth a sparse upload even
 * when one plain PUT could carry it. */
#define SPARSE_MIN (1 << 20)

static int put_extents(struct sbx_client *c, const char *id, const char *path, const void *data,
		       int fd, off_t size, const struct sbx_extents *l, const char *op,
		       const struct sbx_file_attrs *attrs, struct sbx_stat *st, int *got)
{
	struct sbx_extents_body b;
	int rc = sbx_extents_body_init(&b, data, fd, l);

	if (rc < 0)
		return rc;
	rc = sbx_api_extents_put(c, id, path, size, b.len, sbx_extents_body_read, &b, op, attrs, st,
				 got);
	sbx_extents_body_release(&b);
	return rc;
}

/* ---- parts, for servers without the extension ---- */

/* $1 target, $2 temp file, $3 the size, then pairs: offset, part. The
 * temp file starts as one hole of the full size, so holes stay holes. */
static const char ASSEMBLE_SCRIPT[] =
    "t=$1 tmp=$2 size=$3; shift 3\n"
    "a=(\"$@\")\n"
    "trap 'rm -f -- \"$tmp\"; for ((i = 1; i < ${#a[@]}; i += 2)); do rm -f -- \"${a[i]}\"; "
    "done' EXIT\n"
    ": >\"$tmp\" && truncate -s \"$size\" -- \"$tmp\" || exit 1\n"
    "for ((i = 0; i < ${#a[@]}; i += 2)); do\n"
    "  dd if=\"${a[i+1]}\" of=\"$tmp\" bs=1M seek=\"${a[i]}\" oflag=seek_bytes conv=notrunc "
    "status=none || exit 1\n"
    "done\n"
    "if [ -f \"$t\" ]; then chmod --reference=\"$t\" -- \"$tmp\" 2>/dev/null; fi\n"
    "mv -T -- \"$tmp\" \"$t\"\n";

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (slash == path)
		return strdup("/");
	return strndup(path, (size_t)(slash - path));
}

/* 16 hex digits for temporary names in the sandbox. */
static int random_tag(char tag[17])
{
	unsigned char rnd[8];

	if (getrandom(rnd, sizeof(rnd), 0) != (ssize_t)sizeof(rnd)) {
		sbx_set_error("getrandom failed");
		return -EIO;
	}
	for (size_t i = 0; i < sizeof(rnd); i++)
		snprintf(tag + 2 * i, 3, "%02x", rnd[i]);
	return 0;
}

static void remove_parts(struct sbx_client *c, const char *id, char **parts, size_t n)
{
	char saved[512];
	char **v;

	if (n == 0)
		return;
	v = calloc(n + 1, sizeof(*v));
	if (!v)
		return;
	memcpy(v, parts, n * sizeof(*v));
	/* Best effort; the error the caller reports is the original one. */
	snprintf(saved, sizeof(saved), "%s", sbx_last_error());
	sbx_run_script(c, id, "write_cleanup", "rm -f -- \"$@\"\n", (const char *const *)v, false,
		       NULL, NULL);
	sbx_set_error("%s", saved);
	free(v);
}

/* The data extents as parts of at most SBX_PUT_MAX bytes each, PUT to
 * hidden names beside the target, then one exec writes each at its offset
 * into a sparse temp file and renames that over the target. */
static int write_parts(struct sbx_client *c, const char *id, const char *path, const void *data,
		       int fd, off_t size, const struct sbx_extents *l)
{
	char tag[17], *dir = NULL, *tmp = NULL, sz[32];
	char **args = NULL, **parts = NULL, **offs = NULL;
	off_t *poff = NULL, *plen = NULL;
	size_t n = 0, i, k, put = 0;
	int rc = -ENOMEM;

	for (i = 0; i < l->n; i++)
		n += (size_t)((l->v[i].len + SBX_PUT_MAX - 1) / SBX_PUT_MAX);
	rc = random_tag(tag);
	if (rc < 0)
		return rc;
	rc = -ENOMEM;
	dir = dir_of(path);
	if (!dir)
		goto out;
	/* Parts must be reachable through the file route themselves. */
	if (!sbx_path_url_safe(dir) || strncmp(dir, "/workspace", 10)) {
		free(dir);
		dir = strdup("/workspace");
		if (!dir)
			goto out;
	}
	args = calloc(2 * n + 4, sizeof(*args));
	parts = calloc(n + 1, sizeof(*parts));
	offs = calloc(n + 1, sizeof(*offs));
	poff = calloc(n + 1, sizeof(*poff));
	plen = calloc(n + 1, sizeof(*plen));
	if (!args || !parts || !offs || !poff || !plen)
		goto out;
	args[0] = (char *)path;
	if (asprintf(&tmp, "%s/.sbx-part.%s.tmp", strcmp(dir, "/") ? dir : "", tag) < 0) {
		tmp = NULL;
		goto out;
	}
	args[1] = tmp;
	snprintf(sz, sizeof(sz), "%jd", (intmax_t)size);
	args[2] = sz;
	k = 0;
	for (i = 0; i < l->n; i++) {
		for (off_t o = 0; o < l->v[i].len; o += SBX_PUT_MAX, k++) {
			poff[k] = l->v[i].off + o;
			plen[k] = l->v[i].len - o < SBX_PUT_MAX ? l->v[i].len - o : SBX_PUT_MAX;
			if (asprintf(&parts[k], "%s/.sbx-part.%s.%zu", strcmp(dir, "/") ? dir : "",
				     tag, k) < 0 ||
			    asprintf(&offs[k], "%jd", (intmax_t)(l->v[i].off + o)) < 0) {
				parts[k] = NULL;
				goto out;
			}
			args[3 + 2 * k] = offs[k];
			args[4 + 2 * k] = parts[k];
		}
	}
	for (k = 0; k < n; k++) {
		rc = sbx_api_file_put(c, id, parts[k], data ? (const char *)data + poff[k] : NULL,
				      fd, poff[k], plen[k], "write_part");
		put = k + 1; /* the failed part may exist (partially) as well */
		if (rc < 0)
			goto out;
	}
	/* Writing gigabytes is silent for a while: allow 10 minutes. */
	rc = sbx_run_script_limit(c, id, "write_assemble", ASSEMBLE_SCRIPT,
				  (const char *const *)args, false, NULL, NULL, 600000);
	if (rc == 0)
		put = 0; /* else clean up again: the script may not have run */
out:
	if (rc < 0 && put)
		remove_parts(c, id, parts, put);
	for (i = 0; parts && offs && i < n; i++) {
		free(parts[i]);
		free(offs[i]);
	}
	free(parts);
	free(offs);
	free(poff);
	free(plen);
	free(args);
	free(tmp);
	free(dir);
	return rc;
}

/* ---- a restore larger than one hydrate takes ---- */

/* $1: the archive, already in the sandbox. Listed whole first, as sbxd's
 * hydrate does, so that a cut archive restores nothing; removed whatever
 * happens. The dots (one per 10 MB read, on stdout) keep the stream
 * moving, so the stall limit catches a tar that hangs, not one that works
 * through gigabytes. GNU tar recognises the compression of a named file. */
static const char RESTORE_SCRIPT[] =
    "trap 'rm -f -- \"$1\"' EXIT\n"
    "tar --checkpoint=1000 --checkpoint-action=dot -tf \"$1\" >/dev/null &&\n"
    "tar --checkpoint=1000 --checkpoint-action=dot -xf \"$1\" -C /workspace\n";

int sbx_hydrate_file(struct sbx_client *c, const char *id, int fd, off_t size)
{
	char tag[17], name[64], *v[2] = {name, NULL};
	int rc = random_tag(tag);

	if (rc < 0)
		return rc;
	/* In the workspace, where the parts of a large upload go anyway (a
	 * rename, not a copy, assembles it), under a name no archive has. */
	snprintf(name, sizeof(name), "/workspace/.sbx-restore.%s.tar", tag);
	rc = sbx_file_write_fd(c, id, name, fd, size);
	if (rc == 0)
		rc = sbx_run_script(c, id, "hydrate", RESTORE_SCRIPT, (const char *const *)v, false,
				    NULL, NULL);
	if (rc < 0)
		remove_parts(c, id, v, 1);
	return rc;
}

/* After a write that did not (or could not) carry them: the mode and
 * times as separate requests, and the attributes when asked for. got: what
 * the write's answer told (see sbx_api_extents_put). */
static int finish_attrs(struct sbx_client *c, const char *id, const char *path,
			const struct sbx_file_attrs *attrs, struct sbx_stat *out, int got)
{
	int rc = 0;

	if (got == 1)
		return 0;
	if (got == 2) {
		/* written and its attributes set, then removed by a sandbox
		 * command before sbxd looked: done, as a local disk's write
		 * to a file unlinked meanwhile is; out says nothing is known */
		if (out)
			memset(out, 0, sizeof(*out));
		return 0;
	}
	if (got == 0 && attrs && attrs->mode >= 0)
		rc = sbx_chmod(c, id, path, (mode_t)attrs->mode & 07777);
	else if (got == 0 && attrs && attrs->create) /* (a server without the fold) */
		rc = sbx_chmod(c, id, path, attrs->create_mode & 07777);
	if (rc == 0 && got == 0 && attrs && attrs->times)
		rc = sbx_utimens(c, id, path, attrs->times);
	if (rc == 0 && out)
		rc = sbx_lstat(c, id, path, out, NULL);
	return rc;
}

static int write_impl(struct sbx_client *c, const char *id, const char *path, const void *data,
		      int fd, off_t size, const struct sbx_file_attrs *attrs, struct sbx_stat *out)
{
	struct sbx_extents l = {NULL, 0, 0, 0};
	bool safe = sbx_path_url_safe(path), sparse;
	struct sbx_stat st;
	int rc = check_path(path), got = 0;

	if (rc < 0)
		return rc;
	if (size < 0) {
		sbx_set_error("write: negative size");
		return -EINVAL;
	}
	if (attrs && attrs->mode < 0 && !attrs->times && !attrs->create)
		attrs = NULL;
	rc = data ? sbx_extents_add(&l, 0, size) : sbx_extents_find(fd, size, &l);
	if (rc < 0)
		goto out;
	sparse = size - l.data >= SPARSE_MIN;
	/* sbxd takes every file as its data extents in one request: holes
	 * stay holes, no size limit, and a failure comes back as the file
	 * system's errno (ENOSPC when the sandbox's disk is full), where the
	 * plain PUT can only say 502; it sets the mode and times and answers
	 * the new attributes too. Other servers: one PUT up to 32 MiB, parts
	 * above (holes kept there too), then the attributes apart. */
	if (sbx_api_extents_path_usable(c, path)) {
		rc = put_extents(c, id, path, data, fd, size, &l,
				 sparse || size > SBX_PUT_MAX ? "write_sparse" : "write", attrs,
				 &st, &got);
		if (rc != -ENOSYS)
			goto done;
		got = 0;
	}
	if (size <= SBX_PUT_MAX && safe)
		rc = sbx_api_file_put(c, id, path, data, fd, 0, size, "write");
	else
		rc = write_parts(c, id, path, data, fd, size, &l);
done:
	if (rc == 0 && (attrs || out))
		rc = finish_attrs(c, id, path, attrs, out ? &st : NULL, got);
	if (rc == 0 && out)
		*out = st;
out:
	sbx_extents_release(&l);
	return rc;
}

/* data (or fd's bytes from off) as one record of the append */
static int append_impl(struct sbx_client *c, const char *id, const char *path, const void *data,
		       int fd, off_t off, size_t len, const struct sbx_file_attrs *attrs,
		       struct sbx_stat *out, off_t *at)
{
	struct sbx_extents l = {NULL, 0, 0, 0};
	struct sbx_extents_body b;
	int rc = check_path(path), got = 0;

	*at = -1;
	memset(out, 0, sizeof(*out));
	if (rc < 0)
		return rc;
	if (len > SBX_APPEND_MAX)
		return -ENOSYS;
	if (attrs && attrs->mode < 0 && !attrs->times)
		attrs = NULL;
	if (len > 0 && (rc = sbx_extents_add(&l, 0, (off_t)len)) < 0)
		return rc;
	rc = sbx_extents_body_init(&b, data, fd, &l);
	if (rc == 0) {
		b.base = off;
		rc = sbx_api_extents_append(c, id, path, (off_t)len, b.len, sbx_extents_body_read,
					    &b, attrs, out, &got, at);
		sbx_extents_body_release(&b);
	}
	sbx_extents_release(&l);
	if (rc == 0 && got != 1) /* (gone again when sbxd looked: not known) */
		memset(out, 0, sizeof(*out));
	return rc;
}

int sbx_file_append_buf(struct sbx_client *c, const char *id, const char *path, const void *data,
			size_t len, const struct sbx_file_attrs *attrs, struct sbx_stat *out,
			off_t *at)
{
	return append_impl(c, id, path, data ? data : "", -1, 0, len, attrs, out, at);
}

int sbx_file_append_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t off,
		       size_t len, const struct sbx_file_attrs *attrs, struct sbx_stat *out,
		       off_t *at)
{
	return append_impl(c, id, path, NULL, fd, off, len, attrs, out, at);
}

int sbx_file_write_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t size)
{
	return write_impl(c, id, path, NULL, fd, size, NULL, NULL);
}

int sbx_file_write_buf(struct sbx_client *c, const char *id, const char *path, const void *data,
		       size_t len)
{
	return write_impl(c, id, path, data ? data : "", -1, (off_t)len, NULL, NULL);
}

int sbx_file_write_fd_attrs(struct sbx_client *c, const char *id, const char *path, int fd,
			    off_t size, const struct sbx_file_attrs *attrs, struct sbx_stat *out)
{
	return write_impl(c, id, path, NULL, fd, size, attrs, out);
}

int sbx_file_write_buf_attrs(struct sbx_client *c, const char *id, const char *path,
			     const void *data, size_t len, const struct sbx_file_attrs *attrs,
			     struct sbx_stat *out)
{
	return write_impl(c, id, path, data ? data : "", -1, (off_t)len, attrs, out);
}
