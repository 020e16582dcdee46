/* fuzz_paths.c — libFuzzer target: the path rules that stand between a
 * request (or a sandbox's symlink) and the host, checked against their
 * contracts rather than only for crashes.
 *
 * server/paths.c: whatever the input, paths_resolve_workspace() answers a
 * normalised path at or under /workspace or refuses; dot-segment removal
 * leaves no "." or ".." segment; decoding never yields a NUL; ports are in
 * range. fs/links.c: whatever target a sandbox writes, the target shown
 * through the mount either never resolves (MOUNT/<id>/.outside-workspace:),
 * or is MOUNT/<id>/workspace/... without "." or "..", or is relative with
 * its ".." first and stays inside /workspace when walked from the link's
 * directory without clamping at "/" (the kernel does not clamp: MOUNT/<id>/..
 * is MOUNT). A violation aborts with the input.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "links.h"
#include "paths.h"

#define MNT "/mnt/sbx"
#define ID "demo"

static void fail(const char *what, const char *a, const char *b)
{
	fprintf(stdout, "fuzz_paths: %s\n  input:  %s\n  output: %s\n", what, a, b ? b : "(null)");
	abort();
}

/* Has a component equal to "." or ".." (or an empty one, when strict). */
static bool has_dot_comp(const char *p, bool strict)
{
	while (*p) {
		while (*p == '/')
			p++;
		size_t n = strcspn(p, "/");
		if ((n == 1 && p[0] == '.') || (n == 2 && p[0] == '.' && p[1] == '.'))
			return true;
		p += n;
		if (strict && p[0] == '/' && p[1] == '/')
			return true;
	}
	return false;
}

/* Walks rel from dir (absolute, normalised) without clamping at "/";
 * false when it climbs above "/" or ends outside /workspace. */
static bool stays_in_workspace(const char *dir, const char *rel)
{
	char *buf = malloc(strlen(dir) + strlen(rel) + 2);
	size_t len = strlen(dir);
	bool ok = true;

	memcpy(buf, dir, len + 1);
	if (len == 1)
		len = 0;
	for (const char *p = rel; *p && ok;) {
		while (*p == '/')
			p++;
		size_t n = strcspn(p, "/");
		if (n == 0)
			break;
		if (n == 2 && p[0] == '.' && p[1] == '.') {
			if (len == 0)
				ok = false;
			while (len > 0 && buf[len - 1] != '/')
				len--;
			if (len > 0)
				len--;
		} else if (!(n == 1 && p[0] == '.')) {
			buf[len++] = '/';
			memcpy(buf + len, p, n);
			len += n;
		}
		p += n;
	}
	buf[len] = '\0';
	ok = ok && (strcmp(buf, "/workspace") == 0 || strncmp(buf, "/workspace/", 11) == 0);
	free(buf);
	return ok;
}

static bool dotdots_first(const char *p)
{
	bool down = false;

	while (*p) {
		while (*p == '/')
			p++;
		size_t n = strcspn(p, "/");
		if (n == 0)
			break;
		bool dd = n == 2 && p[0] == '.' && p[1] == '.';
		if (dd && down)
			return false;
		if (!dd && !(n == 1 && p[0] == '.'))
			down = true;
		p += n;
	}
	return true;
}

static void check_links(const char *linkrel, const char *target)
{
	char *linkpath, *dir, *out, *via, nb[4096];
	const char *back;
	static const char outside[] = MNT "/" ID "/" LINKS_OUTSIDE;
	static const char ws[] = MNT "/" ID "/workspace";

	if (asprintf(&linkpath, "/workspace/%s", linkrel) < 0)
		abort();
	/* the mount only ever asks about normalised paths with a final name */
	if (has_dot_comp(linkpath, true) || linkpath[strlen(linkpath) - 1] == '/') {
		free(linkpath);
		return;
	}
	dir = strdup(linkpath);
	*strrchr(dir, '/') = '\0';
	out = links_to_mount(MNT, ID, linkpath, target, false);
	if (!out)
		fail("links_to_mount returned NULL", target, NULL);
	if (strncmp(out, outside, sizeof(outside) - 1) == 0) {
		back = links_from_mount(MNT, ID, out, nb, sizeof(nb));
		if (strcmp(back, target) != 0)
			fail("a hidden target does not round-trip", target, back);
	} else if (out[0] == '/') {
		if (strncmp(out, ws, sizeof(ws) - 1) != 0 ||
		    (out[sizeof(ws) - 1] != '\0' && out[sizeof(ws) - 1] != '/') ||
		    has_dot_comp(out, false))
			fail("an absolute target shown outside MOUNT/<id>/workspace or with dots",
			     target, out);
	} else if (out[0]) {
		if (!dotdots_first(out) || !stays_in_workspace(dir, out))
			fail("a relative target shown that can climb out", target, out);
	} else if (target[0]) {
		fail("a non-empty target shown empty", target, out);
	}
	/* symlink(2) through the mount to MOUNT/<id>/workspace/<target>: kept
	 * for the sandbox (/workspace/...), or the host path it names with
	 * no "." or ".." left (none may follow a name the sandbox controls) */
	if (asprintf(&via, "%s/%s", ws, target) < 0)
		abort();
	back = links_from_mount(MNT, ID, via, nb, sizeof(nb));
	if (back == nb && has_dot_comp(back, false))
		fail("a target leaving the workspace stored with dots", via, back);
	if (back != nb && back != via && strncmp(back, "/workspace", 10) != 0)
		fail("a target through the workspace stored as neither form", via, back);
	free(via);
	free(out);
	free(dir);
	free(linkpath);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s, *abs, *out = NULL;
	int r;

	if (size > 8192)
		return 0;
	s = malloc(size + 1);
	memcpy(s, data, size);
	s[size] = '\0';
	if (strlen(s) != size) { /* two strings: "linkpath\0target" for links */
		check_links(s, s + strlen(s) + 1);
		free(s);
		return 0;
	}
	if (asprintf(&abs, "/%s", s) < 0)
		abort();

	if (paths_remove_dot_segments(abs, &out) == 0) {
		/* "." / ".." and their %2e spellings never survive */
		char *p = out;
		while (*p) {
			while (*p == '/')
				p++;
			size_t n = strcspn(p, "/\\");
			if ((n == 1 && p[0] == '.') || (n == 2 && !strncmp(p, "..", 2)) ||
			    (n == 3 && !strncasecmp(p, "%2e", 3)))
				fail("a dot segment survived", abs, out);
			p += n;
			if (*p == '\\')
				p++;
		}
		free(out);
	}
	if (paths_decode_uri(s, &out) == 0)
		free(out);
	if (paths_decode_component(s, true, &out) == 0)
		free(out);
	r = paths_resolve_workspace(s, &out);
	if (r == 0) {
		if ((strcmp(out, "/workspace") != 0 && strncmp(out, "/workspace/", 11) != 0) ||
		    has_dot_comp(out, true) || (strlen(out) > 1 && out[strlen(out) - 1] == '/'))
			fail("resolve_workspace left /workspace or is not normalised", s, out);
		free(out);
	} else if (r != -EACCES && r != -EINVAL) {
		fail("resolve_workspace failed oddly", s, NULL);
	}
	if (paths_normalize(abs, &out) == 0) {
		if (out[0] != '/' || has_dot_comp(out, true))
			fail("normalize left dots", abs, out);
		free(out);
	}
	r = paths_parse_port(s);
	if (r != -EINVAL && (r < 1024 || r > 65535 || r == 3000))
		fail("parse_port accepted a bad port", s, NULL);
	(void)paths_valid_sandbox_id(s);
	(void)paths_valid_session_id(s);
	(void)paths_valid_tunnel_name(s);
	/* the whole input as a symlink target of a link in a subdirectory */
	check_links("a/b/l", s);
	free(abs);
	free(s);
	return 0;
}
