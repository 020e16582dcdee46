/* locale.c — one locale archive for the sandboxes' /usr/lib/locale.
 *
 * Every command in a sandbox runs with LANG=C.UTF-8, and nearly every
 * program calls setlocale() at start (bash, python3, coreutils). On a host
 * without /usr/lib/locale/locale-archive (Debian without the locales
 * package: only libc-bin's C.utf8 directory), glibc then makes a dozen
 * opens of the name as given (C.UTF-8, absent), a dozen of the normalised
 * name, and maps, stats and closes a file per category: about 50 system
 * calls, a quarter of bash's start-up here (1.86 ms with LANG=C.UTF-8
 * against 1.32 ms with LANG=C, posix_spawn of `bash -c true`). From an
 * archive it maps one file. So when the host has no archive, sbxd builds
 * one at start from the host's compiled locales with the host's own
 * localedef (the format is glibc's, and sandboxes run the host's glibc),
 * and sandboxes get it bound read-only over /usr/lib/locale: the same
 * locales, from one file. When anything is missing or refused (no
 * localedef, a locale it leaves out, too many locales), the sandboxes see
 * the host's directory as before; a host archive is always left alone.
 *
 * The archive is built beside the one in use (STATE/locale.new) and
 * takes its place only when it differs, by an exchange: a sandbox started
 * meanwhile (another sbxd on this state directory, which nothing stops)
 * binds either the old tree or the new one, never a half-made one. What a
 * sandbox sees is fixed when it starts: locales the host gains later show
 * at sbxd's next start.
 */
#include "hosttool.h"
#include "runtime.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define HOST_LOCALES "/usr/lib/locale"
#define LOCALES_MAX 256
#define ARCHIVE "usr/lib/locale/locale-archive"

/* The compiled locale directories of the host (those with an LC_CTYPE),
 * "/usr/lib/locale/<name>" each, into argv from *n on; false when there are
 * more than fit. */
static bool host_locales(const char **argv, int *n, int max)
{
	DIR *d = opendir(HOST_LOCALES);
	bool ok = d != NULL;

	for (struct dirent *e; ok && (e = readdir(d));) {
		char ctype[NAME_MAX + sizeof("/LC_CTYPE")];
		char *p = NULL;

		snprintf(ctype, sizeof(ctype), "%s/LC_CTYPE", e->d_name);
		if (e->d_name[0] == '.' || faccessat(dirfd(d), ctype, R_OK, 0) < 0)
			continue;
		ok = *n < max && asprintf(&p, "%s/%s", HOST_LOCALES, e->d_name) >= 0;
		if (ok)
			argv[(*n)++] = p;
	}
	if (d)
		closedir(d);
	return ok;
}

/* The name glibc files a locale directory's name under in an archive: its
 * codeset lower-cased, only letters and digits, "iso" before one of digits
 * alone ("en_US.UTF-8" -> "en_US.utf8", "x.8859-1" -> "x.iso88591"). */
static void archive_name(const char *dir, char *out, size_t len)
{
	const char *dot = strchr(dir, '.'), *at = strchr(dir, '@');
	const char *end = dot && at && at > dot ? at : dot ? dot + strlen(dot) : NULL;
	bool letter = false;
	size_t o = 0;

	for (const char *c = dir; *c && c != (dot ? dot + 1 : NULL) && o + 1 < len; c++)
		out[o++] = *c;
	if (dot) {
		for (const char *c = dot + 1; c < end; c++)
			letter |= isalpha((unsigned char)*c) != 0;
		for (const char *c = "iso"; !letter && *c && o + 1 < len; c++)
			out[o++] = *c;
		for (const char *c = dot + 1; c < end && o + 1 < len; c++)
			if (isalnum((unsigned char)*c))
				out[o++] = (char)tolower((unsigned char)*c);
		for (const char *c = end; *c && o + 1 < len; c++)
			out[o++] = *c;
	}
	out[o] = '\0';
}

/* Every locale asked for (argv[first..n)) is in the archive under prefix
 * (localedef leaves out, and still succeeds for, a directory it finds
 * incomplete); else the first one missing in *missing. */
static bool all_archived(const char *tool, const char *prefix, const char **argv, int first, int n,
			 const char **missing)
{
	const char *list[] = {tool, prefix, "--list-archive", NULL};
	size_t len = 64 * 1024;
	char *out = malloc(len), name[NAME_MAX + 8];
	bool ok = out && host_tool_output(list, out, len) == 0;

	for (int i = first; ok && i < n; i++) {
		const char *base = strrchr(argv[i], '/') + 1;
		const char *p = out;
		size_t l;

		archive_name(base, name, sizeof(name));
		l = strlen(name);
		while ((p = strstr(p, name)) &&
		       !((p == out || p[-1] == '\n') && (p[l] == '\n' || p[l] == '\0')))
			p += l;
		if (!p) {
			*missing = base;
			ok = false;
		}
	}
	free(out);
	return ok;
}

/* A fresh dir/usr/lib/locale below sfd, 0755 all the way (bubblewrap, as
 * the sandbox user, resolves the bind source by path), made with the *at
 * calls from sfd, none following a link. 0 or -errno. */
static int fresh_tree(int sfd, const char *dir)
{
	static const char *const parts[] = {"usr", "lib", "locale"};
	int rc = tree_remove_at(sfd, dir), fd = -1;

	if (rc == 0 && mkdirat(sfd, dir, 0755) < 0)
		rc = -errno;
	if (rc == 0 && (fd = openat(sfd, dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0)
		rc = -errno;
	if (rc == 0 && fchmod(fd, 0755) < 0)
		rc = -errno;
	for (size_t i = 0; rc == 0 && i < sizeof(parts) / sizeof(parts[0]); i++) {
		int next = -1;

		if (mkdirat(fd, parts[i], 0755) < 0 ||
		    (next = openat(fd, parts[i], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) <
			0 ||
		    fchmod(next, 0755) < 0)
			rc = -errno;
		close(fd);
		fd = next;
	}
	if (fd >= 0)
		close(fd);
	return rc;
}

/* The two files hold the same bytes. */
static bool same_file(int dfd, const char *a, const char *b)
{
	int fa = openat(dfd, a, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	int fb = openat(dfd, b, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	struct stat sa, sb;
	bool same = fa >= 0 && fb >= 0 && fstat(fa, &sa) == 0 && fstat(fb, &sb) == 0 &&
		    S_ISREG(sa.st_mode) && S_ISREG(sb.st_mode) && sa.st_size == sb.st_size;
	char x[65536], y[sizeof(x)];

	for (off_t off = 0; same && off < sa.st_size;) {
		ssize_t n = pread(fa, x, sizeof(x), off);

		same = n > 0 && pread(fb, y, (size_t)n, off) == n && memcmp(x, y, (size_t)n) == 0;
		off += n > 0 ? n : 0;
	}
	if (fa >= 0)
		close(fa);
	if (fb >= 0)
		close(fb);
	return same;
}

char *sandbox_locale_prepare(const char *state_dir)
{
	const char *argv[5 + LOCALES_MAX + 1];
	char tool[64], prefix[PATH_MAX + 32], err[256], *dir = NULL;
	const char *tmp = "locale.new";
	const char *why = NULL, *missing = NULL;
	int n = 5, rc, sfd;
	bool want = false;
	struct stat st;

	sfd = open(state_dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (sfd < 0)
		return NULL;
	/* a host archive is the host's to keep; no directory, nothing to do
	 * (and an archive of an earlier start goes) */
	if (access(HOST_LOCALES "/locale-archive", F_OK) == 0 || stat(HOST_LOCALES, &st) < 0 ||
	    !S_ISDIR(st.st_mode) || !host_tool_find("localedef", tool, sizeof(tool)))
		goto out;
	want = true;
	if (snprintf(prefix, sizeof(prefix), "--prefix=%s/%s", state_dir, tmp) >=
	    (int)sizeof(prefix)) {
		why = strerror(ENAMETOOLONG);
		goto out;
	}
	argv[0] = tool;
	argv[1] = "--quiet"; /* (else its first line is "Adding ...", not the error) */
	argv[2] = prefix;
	argv[3] = "--add-to-archive";
	argv[4] = "--replace";
	if (!host_locales(argv, &n, 5 + LOCALES_MAX)) {
		why = "more locales than it takes, or an unreadable " HOST_LOCALES;
		goto out;
	}
	if (n == 5)
		goto out; /* none to put in it */
	argv[n] = NULL;
	if ((rc = fresh_tree(sfd, tmp)) < 0) {
		why = strerror(-rc);
		goto out;
	}
	if ((rc = host_tool_run(argv, err, sizeof(err))) != 0) {
		why = err[0] ? err : "localedef failed";
		goto out;
	}
	if (!all_archived(tool, prefix, argv, 5, n, &missing)) {
		snprintf(err, sizeof(err), "localedef left out %s", missing ? missing : "a locale");
		why = err;
		goto out;
	}
	{
		char a[sizeof("locale.new/" ARCHIVE)], b[sizeof("locale/" ARCHIVE)];

		snprintf(a, sizeof(a), "%s/%s", tmp, ARCHIVE);
		snprintf(b, sizeof(b), "locale/%s", ARCHIVE);
		if (fchmodat(sfd, a, 0644, 0) < 0) {
			why = strerror(errno);
			goto out;
		}
		/* the same as the one in use: that one stays (a sandbox of
		 * another sbxd may have it bound); else the new one takes its
		 * place in one step, and the old one goes */
		if (!same_file(sfd, a, b) &&
		    renameat2(sfd, tmp, sfd, "locale", RENAME_EXCHANGE) < 0 &&
		    (errno != ENOENT || renameat(sfd, tmp, sfd, "locale") < 0)) {
			why = strerror(errno);
			goto out;
		}
	}
	if (asprintf(&dir, "%s/locale/usr/lib/locale", state_dir) < 0) {
		dir = NULL;
		why = strerror(ENOMEM);
	}
out:
	if (why)
		fprintf(stderr, "sbxd: sandboxes keep the host's %s (no locale archive: %s)\n",
			HOST_LOCALES, why);
	for (int i = 5; i < n; i++)
		free((char *)argv[i]);
	tree_remove_at(sfd, tmp);
	if (!want)
		tree_remove_at(sfd, "locale");
	close(sfd);
	return dir;
}
