/* script.c — runs one of libsbx's fixed bash scripts through exec.
 *
 * Names never become part of a shell string: the script text is constant
 * and names are passed as positional arguments (argv after "bash -c SCRIPT
 * sbx"), base64-encoded when one is not valid UTF-8 (which JSON on
 * Cloudflare's side would mangle) and decoded by the prelude. Output that
 * carries names or binary data is piped through `base64 -w0` by the script
 * and decoded here, since the bridge delivers exec output as UTF-8 text. A
 * non-zero exit becomes the errno its stderr names (errno.c). posix.c,
 * files.c and contexts.c are the users.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "b64.h"
#include "exec.h"
#include "http.h"
#include "sbx_errno.h"
#include "script.h"
#include "sink.h"
#include "url.h"

#define STDERR_MAX (64u << 10)

/* Every script starts with this: C locale (stable messages), no CDPATH, and
 * the argument transport: "$1" says whether the names that follow are raw
 * or base64 (used when a name is not valid UTF-8, which JSON on Cloudflare's
 * side would mangle); "y=$(...; echo .)" keeps trailing newlines of names. */
#define PRELUDE                                                                                    \
	"export LC_ALL=C; unset CDPATH\n"                                                          \
	"if [ \"$1\" = b64 ]; then shift; a=()\n"                                                  \
	"  for x in \"$@\"; do y=$(printf %s \"$x\" | base64 -d && echo .) || exit 1; "            \
	"a+=(\"${y%.}\"); done\n"                                                                  \
	"  set -- \"${a[@]}\"\n"                                                                   \
	"else shift; fi\n"                                                                         \
	"sbx_err() { printf 'sbx-errno %s\\n' \"$1\" >&2; exit 1; }\n"

struct run {
	sbx_sink_fn sink;
	void *arg;
	bool b64;
	struct sbx_b64_stream dec;
	struct sbx_buf err;
	int sink_err;
};

static int run_out(void *arg, int stream, const void *data, size_t len)
{
	struct run *r = arg;
	unsigned char *tmp;
	long n;
	int rc;

	if (stream == 2) {
		size_t room = STDERR_MAX - r->err.len;

		sbx_buf_add(&r->err, data, len < room ? len : room);
		return 0;
	}
	if (!r->sink)
		return 0;
	if (!r->b64) {
		rc = r->sink(r->arg, 200, data, len);
		if (rc) {
			r->sink_err = rc;
			return 1;
		}
		return 0;
	}
	tmp = malloc(len / 4 * 3 + 6);
	if (!tmp) {
		r->sink_err = -ENOMEM;
		return 1;
	}
	n = sbx_b64_stream_feed(&r->dec, data, len, tmp);
	if (n < 0) {
		r->sink_err = -EIO;
		free(tmp);
		return 1;
	}
	rc = n > 0 ? r->sink(r->arg, 200, (const char *)tmp, (size_t)n) : 0;
	free(tmp);
	if (rc) {
		r->sink_err = rc;
		return 1;
	}
	return 0;
}

/* Last non-empty line of stderr, for messages. */
static void last_line(const char *s, size_t len, const char **line, size_t *llen)
{
	size_t end = len, start;

	while (end > 0 && (s[end - 1] == '\n' || s[end - 1] == '\r'))
		end--;
	start = end;
	while (start > 0 && s[start - 1] != '\n')
		start--;
	*line = s + start;
	*llen = end - start;
}

int sbx_run_script(struct sbx_client *c, const char *id, const char *op, const char *script,
		   const char *const *args, bool b64out, sbx_sink_fn sink, void *arg)
{
	return sbx_run_script_limit(c, id, op, script, args, b64out, sink, arg, c->io_timeout_ms);
}

int sbx_run_script_limit(struct sbx_client *c, const char *id, const char *op, const char *script,
			 const char *const *args, bool b64out, sbx_sink_fn sink, void *arg,
			 long stall_ms)
{
	struct sbx_exec_opts eo = {0};
	const char **argv = NULL;
	char **enc = NULL;
	char *text = NULL;
	struct run r;
	size_t nargs = 0, i;
	bool b64in = false;
	int rc = -ENOMEM, code = 0;

	memset(&r, 0, sizeof(r));
	r.sink = sink;
	r.arg = arg;
	r.b64 = b64out;
	sbx_b64_stream_init(&r.dec);
	sbx_buf_init(&r.err, STDERR_MAX);

	while (args && args[nargs])
		nargs++;
	for (i = 0; i < nargs; i++)
		if (!sbx_utf8_valid(args[i], strlen(args[i])))
			b64in = true;
	argv = calloc(nargs + 6, sizeof(*argv));
	enc = calloc(nargs + 1, sizeof(*enc));
	if (!argv || !enc)
		goto out;
	if (asprintf(&text, "%s%s", PRELUDE, script) < 0) {
		text = NULL;
		goto out;
	}
	argv[0] = "bash";
	argv[1] = "-c";
	argv[2] = text;
	argv[3] = "sbx";
	argv[4] = b64in ? "b64" : "raw";
	for (i = 0; i < nargs; i++) {
		if (b64in) {
			size_t n = strlen(args[i]);

			enc[i] = malloc(sbx_b64_encoded_len(n) + 1);
			if (!enc[i])
				goto out;
			sbx_b64_encode(args[i], n, enc[i]);
			argv[5 + i] = enc[i];
		} else {
			argv[5 + i] = args[i];
		}
	}
	eo.op = op;
	rc = sbx_exec_limit(c, id, argv, &eo, run_out, &r, &code, stall_ms);
	if (rc == -ECANCELED && r.sink_err) {
		rc = r.sink_err;
		if (rc > 0) /* the sink had all it wanted */
			rc = 0;
		else if (rc == -EIO)
			sbx_set_error("%s: malformed base64 output", op);
		else
			sbx_set_error("%s: %s", op, strerror(-rc));
		goto out;
	}
	if (rc < 0)
		goto out;
	if (code != 0) {
		const char *l;
		size_t ll;

		rc = sbx_errno_from_stderr(r.err.data ? r.err.data : "", r.err.len);
		last_line(r.err.data ? r.err.data : "", r.err.len, &l, &ll);
		if (rc == -EIO && ll == 0)
			sbx_set_error("%s: exit status %d", op, code);
		else
			sbx_set_error("%s: %.*s", op, (int)(ll > 400 ? 400 : ll), l);
		goto out;
	}
	if (b64out && sbx_b64_stream_finish(&r.dec) < 0) {
		sbx_set_error("%s: truncated base64 output", op);
		rc = -EIO;
		goto out;
	}
	rc = 0;
out:
	if (enc)
		for (i = 0; i < nargs; i++)
			free(enc[i]);
	free(enc);
	free(argv);
	free(text);
	sbx_buf_release(&r.err);
	return rc;
}

/* Runs a script and collects its (decoded) stdout in out (max bytes). */
int sbx_run_collect(struct sbx_client *c, const char *id, const char *op, const char *script,
		    const char *const *args, bool b64out, size_t max, struct sbx_buf *out)
{
	int rc;

	sbx_buf_init(out, max);
	rc = sbx_run_script(c, id, op, script, args, b64out, sbx_buf_sink, out);
	if (rc < 0)
		sbx_buf_release(out);
	return rc;
}
