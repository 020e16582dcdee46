/* procreg.c — the per-sandbox registry that managed processes (procs.c)
 * and terminals (terms.c) share, and what both kinds need alike: the
 * registry's creation with its logs directory, its counted reader threads
 * and procs_stop(), ids, the base environment, signals through init, the
 * cwd check and the bridge's errno names.
 *
 * Locks: sb->lock only to create or find the registry (released before
 * reg->mu is taken); reg->mu guards the lists, counts, reader threads and
 * every record's reference count (procs_int.h). A record's own lock is
 * never held together with reg->mu (procs.c, terms.c).
 */
#include "procs_int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- small helpers ------------------------------------------------------------ */

void procs_uuid(char out[40])
{
	unsigned char b[16];
	size_t got = 0;

	while (got < sizeof(b)) {
		ssize_t n = getrandom(b + got, sizeof(b) - got, 0);

		if (n > 0)
			got += (size_t)n;
	}
	b[6] = (unsigned char)((b[6] & 0x0f) | 0x40);
	b[8] = (unsigned char)((b[8] & 0x3f) | 0x80);
	snprintf(out, 40, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
		 b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12],
		 b[13], b[14], b[15]);
}

char **procs_env(const char *const *over, const char *extra)
{
	const char *const *base = sandbox_base_env;
	size_t nb = 0, no = 0, n = 0;
	char **r;

	while (base[nb])
		nb++;
	while (over && over[no])
		no++;
	r = calloc(nb + no + 2, sizeof(*r));
	if (!r)
		return NULL;
	for (size_t i = 0; i < nb; i++) {
		size_t k = strcspn(base[i], "=");
		bool shadowed = false;

		for (size_t j = 0; j < no && !shadowed; j++)
			shadowed = strncmp(over[j], base[i], k) == 0 && over[j][k] == '=';
		if (!shadowed && !(r[n++] = strdup(base[i])))
			goto fail;
	}
	for (size_t j = 0; j < no; j++) {
		size_t k = strcspn(over[j], "=");

		/* the terminal's TERM belongs to the terminal */
		if (extra && strncmp(extra, over[j], k + 1) == 0)
			continue;
		if (!(r[n++] = strdup(over[j])))
			goto fail;
	}
	if (extra && !(r[n++] = strdup(extra)))
		goto fail;
	return r;
fail:
	strv_free(r);
	return NULL;
}

int procs_signal(struct sandbox *sb, int pid, int sig)
{
	char msg[64];

	if (pid <= 1)
		return -ESRCH;
	snprintf(msg, sizeof(msg), "K %d %d", pid, sig);
	return sandbox_request_running(sb, msg, NULL, 0);
}

/* ---- the registry --------------------------------------------------------------- */

/* rm -f of every file in dirfd: logs of a previous sbxd run. */
static void clear_dir(int dirfd)
{
	int fd = dup(dirfd);
	DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
	struct dirent *e;

	if (!d) {
		if (fd >= 0)
			close(fd);
		return;
	}
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			unlinkat(dirfd, e->d_name, 0);
	closedir(d);
}

int procs_reg(struct sandbox *sb, struct procreg **out)
{
	struct procreg *reg;
	int rc = 0;

	pthread_mutex_lock(&sb->lock);
	reg = sb->procs;
	if (!reg) {
		int fd;

		if (sb->root_fd < 0) {
			rc = -ESRCH;
			goto out;
		}
		if (mkdirat(sb->root_fd, "logs", 0700) < 0 && errno != EEXIST) {
			rc = -errno;
			sbxd_set_errmsg("cannot create %s/logs: %s", sb->dir, strerror(errno));
			goto out;
		}
		fd = openat(sb->root_fd, "logs", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0) {
			rc = -errno;
			goto out;
		}
		clear_dir(fd);
		reg = calloc(1, sizeof(*reg));
		if (!reg) {
			close(fd);
			rc = -ENOMEM;
			goto out;
		}
		reg->logs_fd = fd;
		pthread_mutex_init(&reg->mu, NULL);
		pthread_cond_init(&reg->cv, NULL);
		sb->procs = reg;
	}
out:
	pthread_mutex_unlock(&sb->lock);
	if (rc == 0)
		*out = reg;
	return rc;
}

struct procreg *procs_reg_peek(struct sandbox *sb)
{
	struct procreg *reg;

	pthread_mutex_lock(&sb->lock);
	reg = sb->procs;
	pthread_mutex_unlock(&sb->lock);
	return reg;
}

void procs_record_gone(struct procreg *reg)
{
	pthread_mutex_lock(&reg->mu);
	reg->nheld--;
	pthread_cond_broadcast(&reg->cv);
	pthread_mutex_unlock(&reg->mu);
}

void procs_thread_done(struct procreg *reg)
{
	pthread_mutex_lock(&reg->mu);
	reg->nthreads--;
	pthread_cond_broadcast(&reg->cv);
	pthread_mutex_unlock(&reg->mu);
}

int procs_thread_start(struct procreg *reg, void *(*fn)(void *), void *arg)
{
	pthread_attr_t a;
	pthread_t th;
	int rc;

	pthread_mutex_lock(&reg->mu);
	reg->nthreads++;
	pthread_mutex_unlock(&reg->mu);
	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	rc = pthread_create(&th, &a, fn, arg);
	pthread_attr_destroy(&a);
	if (rc) {
		procs_thread_done(reg);
		return -rc;
	}
	return 0;
}

void procs_stop(struct sandbox *sb)
{
	struct procreg *reg = procs_reg_peek(sb);

	if (!reg)
		return;
	pthread_mutex_lock(&reg->mu);
	reg->stopped = true;
	while (reg->nthreads > 0)
		pthread_cond_wait(&reg->cv, &reg->mu);
	pthread_mutex_unlock(&reg->mu);
}

const char *procs_errno_name(int e)
{
	switch (e) {
	case ENOENT:
		return "ENOENT";
	case EACCES:
		return "EACCES";
	case ENOTDIR:
		return "ENOTDIR";
	case EPERM:
		return "EPERM";
	case ENOEXEC:
		return "ENOEXEC";
	case E2BIG:
		return "E2BIG";
	case ENOMEM:
		return "ENOMEM";
	case ELOOP:
		return "ELOOP";
	case ENAMETOOLONG:
		return "ENAMETOOLONG";
	default:
		return "EIO";
	}
}

void procs_cwd_errmsg(int rc, const char *cwd)
{
	if (rc == -ENOTDIR)
		sbxd_set_errmsg("cwd is not a directory");
	else if (rc == -EACCES)
		sbxd_set_errmsg("EACCES: permission denied, access '%s'", cwd);
	else
		sbxd_set_errmsg("%s: %s, stat '%s'", procs_errno_name(-rc),
				rc == -ENOENT ? "no such file or directory" : strerror(-rc), cwd);
}

int procs_check_cwd(struct sandbox *sb, const char *cwd)
{
	struct stat st;
	int tok = sandbox_fs_begin(sb);
	int fd = sandbox_root_open(sb, cwd, O_PATH | O_CLOEXEC, 0);
	int rc = fd;

	if (fd >= 0) {
		rc = fstat(fd, &st) < 0 ? -errno : !S_ISDIR(st.st_mode) ? -ENOTDIR : 0;
		close(fd);
	}
	sandbox_fs_end(sb, tok);
	if (rc < 0)
		procs_cwd_errmsg(rc, cwd);
	return rc;
}
