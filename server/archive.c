/* archive.c — persist and hydrate: tar of /workspace out, tar into /workspace.
 *
 * Both run tar inside the sandbox (as the sandbox user, in its mount
 * namespace), never on the host: extracting an archive on the host would
 * follow symlinks the sandbox planted. The archive itself travels through
 * pipes that sbxd copies (sandbox_run): persist's into an unlinked
 * temporary file in the state dir (so a failure can still be answered
 * with 502 before any byte is sent), hydrate's from the request body's fd.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "disk.h"
#include "runtime.h"

/* Appends s single-quoted for bash. */
static int append_quoted(char **buf, size_t *len, size_t *cap, const char *s)
{
	size_t need = *len + 4 * strlen(s) + 3;
	if (need > *cap) {
		size_t ncap = need * 2;
		char *n = realloc(*buf, ncap);
		if (!n)
			return -ENOMEM;
		*buf = n;
		*cap = ncap;
	}
	char *o = *buf + *len;
	*o++ = '\'';
	for (; *s; s++) {
		if (*s == '\'') {
			memcpy(o, "'\\''", 4);
			o += 4;
		} else {
			*o++ = *s;
		}
	}
	*o++ = '\'';
	*o = '\0';
	*len = (size_t)(o - *buf);
	return 0;
}

static int append(char **buf, size_t *len, size_t *cap, const char *s)
{
	size_t n = strlen(s);
	if (*len + n + 1 > *cap) {
		size_t ncap = (*len + n + 1) * 2;
		char *nb = realloc(*buf, ncap);
		if (!nb)
			return -ENOMEM;
		*buf = nb;
		*cap = ncap;
	}
	memcpy(*buf + *len, s, n + 1);
	*len += n;
	return 0;
}

static void trim(char *s)
{
	size_t n = s ? strlen(s) : 0;
	while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r'))
		s[--n] = '\0';
}

/* The message of a failed tar: its exit code and stderr, or why sbxd
 * gave up on it (sandbox_run's own message, when it set one). */
static void set_tar_error(const char *what, int rc, const char *err)
{
	char why[256];

	if (rc > 0) {
		sbxd_set_errmsg("%s (exit %d): %s", what, rc, err ? err : "");
		return;
	}
	snprintf(why, sizeof(why), "%s", sbxd_errmsg()[0] ? sbxd_errmsg() : strerror(-rc));
	sbxd_set_errmsg("%s: %s", what, why);
}

int sandbox_persist(struct sandbox *sb, const char *const *excludes, int *fd, off_t *size)
{
	char *cmd = NULL;
	size_t len = 0, cap = 0;
	off_t max = 0;

	/* The archive is written on the host (the state dir), outside the
	 * sandbox's disk: holes stay holes (--sparse: a `truncate -s 1T`
	 * costs the sandbox nothing and must cost the host nothing either),
	 * and with a disk image its size is capped at twice the image plus
	 * headers' room (past it sbxd kills tar: 502), far above any archive
	 * of what the image can hold. */
	if (disks_enabled(sb->table->disks))
		max = (off_t)(2 * sb->table->cfg.max_disk + (64ULL << 20));
	int rc = append(&cmd, &len, &cap, "exec tar --sparse -cf - ");
	for (size_t i = 0; excludes && excludes[i] && rc == 0; i++) {
		const char *ex = excludes[i];
		if (strncmp(ex, "./", 2) == 0)
			ex += 2;
		char *pat = NULL;
		if (asprintf(&pat, "./%s", ex) < 0) {
			rc = -ENOMEM;
			break;
		}
		rc = append(&cmd, &len, &cap, "--exclude ");
		if (rc == 0)
			rc = append_quoted(&cmd, &len, &cap, pat);
		if (rc == 0)
			rc = append(&cmd, &len, &cap, " ");
		free(pat);
	}
	if (rc == 0)
		rc = append(&cmd, &len, &cap, "-C /workspace .");
	if (rc < 0) {
		free(cmd);
		return rc;
	}
	int out = open(sb->table->cfg.state_dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
	if (out < 0) {
		rc = -errno;
		free(cmd);
		sbxd_set_errmsg("persist failed: %s", strerror(-rc));
		return rc;
	}
	char *err = NULL;
	sbxd_set_errmsg("%s", ""); /* (what sandbox_run says, if it says anything) */
	rc = sandbox_run(sb, cmd, -1, out, max, &err);
	free(cmd);
	if (rc != 0) {
		trim(err);
		set_tar_error("tar failed", rc, err);
		free(err);
		close(out);
		return -EIO;
	}
	free(err);
	struct stat st;
	if (fstat(out, &st) < 0 || lseek(out, 0, SEEK_SET) < 0) {
		rc = -errno;
		close(out);
		return rc;
	}
	*fd = out;
	*size = st.st_size;
	return 0;
}

/* tar's option for the compression whose magic the archive starts with
 * ("" for none known). */
static const char *compression_of(int fd)
{
	static const struct {
		const char *magic;
		size_t len;
		const char *opt;
	} kinds[] = {
	    {"\x1f\x8b", 2, " -z"},
	    {"BZh", 3, " -j"},
	    {"\xfd"
	     "7zXZ\x00",
	     6, " -J"},
	    {"\x28\xb5\x2f\xfd", 4, " --zstd"},
	    {"LZIP", 4, " --lzip"},
	    {"\x1f\x9d", 2, " -Z"},
	};
	unsigned char m[6] = {0};
	ssize_t n = pread(fd, m, sizeof(m), 0);

	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (n >= (ssize_t)kinds[i].len && memcmp(m, kinds[i].magic, kinds[i].len) == 0)
			return kinds[i].opt;
	return "";
}

int sandbox_hydrate(struct sandbox *sb, int fd)
{
	char *err = NULL, cmd[128];
	/* The whole archive is read once before anything is extracted, so a
	 * truncated one (an upload cut short) is refused with the workspace
	 * untouched, not half restored: two runs, each fed the archive from
	 * its start. mkdir -p as the bridge does: the workspace may have been
	 * removed. GNU tar detects compression only on an archive it opens
	 * by name, so sbxd tells it which, from the magic (gzip, bzip2, xz,
	 * zstd, lzip, compress). */
	const char *z = compression_of(fd);
	int rc = 0;

	for (int pass = 0; pass < 2 && rc == 0; pass++) {
		snprintf(cmd, sizeof(cmd),
			 pass == 0 ? "exec tar -tf -%s >/dev/null"
				   : "mkdir -p /workspace && exec tar -xf - -C /workspace%s",
			 z);
		sbxd_set_errmsg("%s", ""); /* (what sandbox_run says, if it says anything) */
		rc = sandbox_run(sb, cmd, fd, -1, 0, &err);
		if (rc != 0) {
			trim(err);
			set_tar_error("tar extract failed", rc, err);
		}
		free(err);
		err = NULL;
	}
	return rc != 0 ? -EIO : 0;
}
