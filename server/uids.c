/* uids.c — the per-sandbox host uid record (see uids.h).
 *
 * The record is rewritten whole (temp file, fsync, rename) on every change:
 * it holds one short line per sandbox and changes only when a sandbox is
 * created or destroyed, so simplicity wins over incremental updates, and a
 * crash leaves either the old or the new record, never a torn one.
 */
#include "uids.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <pwd.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct uid_entry {
	char *id;
	uid_t uid;
};

struct uid_map {
	pthread_mutex_t lock; /* guards everything below */
	char *path;
	uid_t base;
	uint32_t count;
	struct uid_entry *v;
	size_t n, cap;
};

static bool in_range(const struct uid_map *m, unsigned long u)
{
	return u >= m->base && u - m->base < m->count;
}

static int add_entry(struct uid_map *m, const char *id, uid_t uid)
{
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 16;
		struct uid_entry *v = realloc(m->v, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		m->v = v;
		m->cap = cap;
	}
	m->v[m->n].id = strdup(id);
	if (!m->v[m->n].id)
		return -ENOMEM;
	m->v[m->n].uid = uid;
	m->n++;
	return 0;
}

static struct uid_entry *find(struct uid_map *m, const char *id)
{
	for (size_t i = 0; i < m->n; i++)
		if (strcmp(m->v[i].id, id) == 0)
			return &m->v[i];
	return NULL;
}

static bool uid_taken(const struct uid_map *m, uid_t uid)
{
	for (size_t i = 0; i < m->n; i++)
		if (m->v[i].uid == uid)
			return true;
	return false;
}

static int load(struct uid_map *m)
{
	FILE *f = fopen(m->path, "re");
	char line[256];
	int rc = 0;

	if (!f)
		return errno == ENOENT ? 0 : -errno;
	while (rc == 0 && fgets(line, sizeof(line), f)) {
		char id[160];
		unsigned long u;

		if (line[0] == '#' || sscanf(line, "%159s %lu", id, &u) != 2)
			continue;
		if (!in_range(m, u)) {
			fprintf(stderr,
				"sbxd: sandbox %s had uid %lu, outside the uid range now: "
				"it gets a new one at its next start\n",
				id, u);
			continue;
		}
		if (find(m, id) || uid_taken(m, (uid_t)u))
			continue; /* a duplicate: the first line wins */
		rc = add_entry(m, id, (uid_t)u);
	}
	fclose(f);
	return rc;
}

/* Caller holds m->lock. */
static int save(struct uid_map *m)
{
	char tmp[4096];
	FILE *f;
	int fd, rc = 0;

	if (snprintf(tmp, sizeof(tmp), "%s.tmp", m->path) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0)
		return -errno;
	f = fdopen(fd, "w");
	if (!f) {
		close(fd);
		unlink(tmp);
		return -ENOMEM;
	}
	fprintf(f, "# sbxd: the host uid of each sandbox (\"id uid\"); written by sbxd\n");
	for (size_t i = 0; i < m->n; i++)
		fprintf(f, "%s %lu\n", m->v[i].id, (unsigned long)m->v[i].uid);
	if (fflush(f) != 0 || fsync(fileno(f)) < 0)
		rc = -errno;
	if (fclose(f) != 0 && rc == 0)
		rc = -EIO;
	if (rc == 0 && rename(tmp, m->path) < 0)
		rc = -errno;
	if (rc < 0)
		unlink(tmp);
	return rc;
}

int uid_map_open(const char *path, uid_t base, uint32_t count, struct uid_map **out)
{
	struct uid_map *m = calloc(1, sizeof(*m));
	int rc;

	if (!m)
		return -ENOMEM;
	pthread_mutex_init(&m->lock, NULL);
	m->base = base;
	m->count = count;
	m->path = strdup(path);
	if (!m->path) {
		uid_map_free(m);
		return -ENOMEM;
	}
	rc = load(m);
	if (rc < 0) {
		uid_map_free(m);
		return rc;
	}
	*out = m;
	return 0;
}

void uid_map_free(struct uid_map *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->n; i++)
		free(m->v[i].id);
	free(m->v);
	free(m->path);
	pthread_mutex_destroy(&m->lock);
	free(m);
}

int uid_map_get(struct uid_map *m, const char *id, uid_t *out)
{
	struct uid_entry *e;
	int rc = -ENOSPC;

	pthread_mutex_lock(&m->lock);
	e = find(m, id);
	if (e) {
		*out = e->uid;
		pthread_mutex_unlock(&m->lock);
		return 0;
	}
	for (uint32_t k = 0; k < m->count; k++) {
		uid_t u = m->base + k;

		if (uid_taken(m, u))
			continue;
		rc = add_entry(m, id, u);
		if (rc == 0) {
			rc = save(m);
			if (rc < 0) {
				free(m->v[--m->n].id);
				break;
			}
			*out = u;
		}
		break;
	}
	pthread_mutex_unlock(&m->lock);
	return rc;
}

int uid_map_release(struct uid_map *m, const char *id)
{
	struct uid_entry *e;
	int rc = 0;

	pthread_mutex_lock(&m->lock);
	e = find(m, id);
	if (e) {
		free(e->id);
		*e = m->v[--m->n];
		rc = save(m);
	}
	pthread_mutex_unlock(&m->lock);
	return rc;
}

int subid_overlap(const char *text, uid_t base, uint32_t count, char *who, size_t wholen)
{
	const char *p = text;
	uint64_t lo = base, hi = (uint64_t)base + count;

	while (p && *p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char line[512], name[256];
		unsigned long long start, n;

		if (len < sizeof(line)) {
			memcpy(line, p, len);
			line[len] = '\0';
			if (line[0] != '#' &&
			    sscanf(line, "%255[^:]:%llu:%llu", name, &start, &n) == 3 &&
			    start < hi && start + n > lo) {
				snprintf(who, wholen, "%s", name);
				return 1;
			}
		}
		p = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* 1 when path's text overlaps the range (owner in who), 0 when not or absent. */
static int file_overlap(const char *path, uid_t base, uint32_t count, char *who, size_t wholen)
{
	char buf[65536];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return subid_overlap(buf, base, count, who, wholen);
}

int uid_range_check(uid_t base, uint32_t count, char *why, size_t whylen)
{
	uint64_t hi = (uint64_t)base + count;
	struct passwd *pw;
	struct group *gr;
	char who[256];
	int rc = 0;

	if (base == 0 || count == 0 || hi > 0xfffffffeULL) {
		snprintf(why, whylen, "the range must lie within 1..4294967294");
		return -EINVAL;
	}
	setpwent();
	while ((pw = getpwent()))
		if (pw->pw_uid >= base && pw->pw_uid < hi) {
			snprintf(why, whylen, "user %s has uid %lu", pw->pw_name,
				 (unsigned long)pw->pw_uid);
			rc = -EEXIST;
			break;
		}
	endpwent();
	if (rc < 0)
		return rc;
	setgrent();
	while ((gr = getgrent()))
		if (gr->gr_gid >= base && gr->gr_gid < hi) {
			snprintf(why, whylen, "group %s has gid %lu", gr->gr_name,
				 (unsigned long)gr->gr_gid);
			rc = -EEXIST;
			break;
		}
	endgrent();
	if (rc < 0)
		return rc;
	if (file_overlap("/etc/subuid", base, count, who, sizeof(who))) {
		snprintf(why, whylen, "it overlaps the subordinate uids of %s (/etc/subuid)", who);
		return -EEXIST;
	}
	if (file_overlap("/etc/subgid", base, count, who, sizeof(who))) {
		snprintf(why, whylen, "it overlaps the subordinate gids of %s (/etc/subgid)", who);
		return -EEXIST;
	}
	return 0;
}
